P = "Prices"
CATEGORIES = [
    ("Saddlers", ["Ignatius", "Josefa", "Kwame", "Lorna", "Matteo"]),
    ("Horses", ["Apollo", "Biscuit", "Clover", "Duke", "Echo"]),
    ("Prices", ["$550", "$600", "$650", "$700", "$750"], [550, 600, 650, 700, 750]),
]
SOLUTION = [
    ["Ignatius", "Duke", "$700"],
    ["Josefa", "Apollo", "$550"],
    ["Kwame", "Echo", "$750"],
    ["Lorna", "Clover", "$600"],
    ["Matteo", "Biscuit", "$650"],
]
CLUES = [
    ("The saddle for Duke cost $150 more than Josefa's.", lambda s: s.n(P, "Duke") == s.n(P, "Josefa") + 150),
    ("Kwame's saddle cost more than the one made for Clover.", lambda s: s.n(P, "Kwame") > s.n(P, "Clover")),
    ("Of Lorna and the saddler who made Biscuit's saddle, one charged $600 and the other charged $650.",
     lambda s: s.e("Lorna") != s.e("Biscuit") and (
         (s.same("Lorna", "$600") and s.same("Biscuit", "$650")) or
         (s.same("Biscuit", "$600") and s.same("Lorna", "$650")))),
    ("The most expensive saddle wasn't made for Apollo or for Duke.", lambda s: not s.same("$750", "Apollo") and not s.same("$750", "Duke")),
    ("Ignatius charged $50 more than Matteo.", lambda s: s.n(P, "Ignatius") == s.n(P, "Matteo") + 50),
    ("Apollo's saddle cost $50 less than Lorna's.", lambda s: s.n(P, "Apollo") == s.n(P, "Lorna") - 50),
    ("Echo's saddle cost $100 more than Matteo's.", lambda s: s.n(P, "Echo") == s.n(P, "Matteo") + 100),
]
NUM = None
DOT = False
INTRO = ["Five saddlers each made a saddle for a different horse."]
OUTRO = []
REMARKS = INTRO + OUTRO
