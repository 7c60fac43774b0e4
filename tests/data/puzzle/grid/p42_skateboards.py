P = "Prices"
CATEGORIES = [
    ("Skaters", ["Ansel", "Bo", "Cleo", "Dash", "Esme"]),
    ("Decks", ["Hexa", "Kite", "Lumen", "Nomad", "Rook"]),
    ("Prices", ["$60", "$70", "$80", "$90", "$100"], [60, 70, 80, 90, 100]),
]
SOLUTION = [
    ["Ansel", "Nomad", "$80"],
    ["Bo", "Hexa", "$100"],
    ["Cleo", "Rook", "$60"],
    ["Dash", "Lumen", "$90"],
    ["Esme", "Kite", "$70"],
]
CLUES = [
    ("The Hexa deck cost $20 more than Ansel's.", lambda s: s.n(P, "Hexa") == s.n(P, "Ansel") + 20),
    ("Cleo's deck was the cheapest.", lambda s: s.n(P, "Cleo") == 60),
    ("Esme paid $10 more than Cleo.", lambda s: s.n(P, "Esme") == s.n(P, "Cleo") + 10),
    ("Dash paid more than Ansel but less than the skater who bought the Hexa.",
     lambda s: s.n(P, "Ansel") < s.n(P, "Dash") < s.n(P, "Hexa")),
    ("The $60 deck is neither the Kite nor the Lumen.", lambda s: not s.same("$60", "Kite") and not s.same("$60", "Lumen")),
    ("The Rook wasn't more expensive than the Nomad.", lambda s: not s.n(P, "Rook") > s.n(P, "Nomad")),
    ("The Kite was bought by either Esme or Bo.", lambda s: s.same("Kite", "Esme") or s.same("Kite", "Bo")),
    ("The Lumen cost $10 more than the Nomad.", lambda s: s.n(P, "Lumen") == s.n(P, "Nomad") + 10),
]
NUM = "."
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
