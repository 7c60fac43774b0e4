L = "Lengths"
CATEGORIES = [
    ("Ropemakers", ["Ansel", "Brigid", "Cormac", "Delphine", "Eamon"]),
    ("Fibres", ["cotton", "hemp", "jute", "manila", "sisal"]),
    ("Lengths", ["20 m", "25 m", "30 m", "35 m", "40 m"], [20, 25, 30, 35, 40]),
]
SOLUTION = [
    ["Ansel", "sisal", "35 m"],
    ["Brigid", "hemp", "20 m"],
    ["Cormac", "manila", "40 m"],
    ["Delphine", "cotton", "25 m"],
    ["Eamon", "jute", "30 m"],
]
CLUES = [
    ("The longest rope was made of manila.", lambda s: s.n(L, "manila") == 40),
    ("Brigid's rope, which wasn't the jute one, was 15 metres shorter than Ansel's.",
     lambda s: not s.same("Brigid", "jute") and s.n(L, "Brigid") == s.n(L, "Ansel") - 15),
    ("Neither Delphine nor Eamon made the sisal rope.",
     lambda s: not s.same("Delphine", "sisal") and not s.same("Eamon", "sisal")),
    ("The cotton rope was 5 metres longer than the hemp one.", lambda s: s.n(L, "cotton") == s.n(L, "hemp") + 5),
    ("Eamon's rope was longer than Delphine's but shorter than the one Cormac made.",
     lambda s: s.n(L, "Delphine") < s.n(L, "Eamon") < s.n(L, "Cormac")),
    ("The sisal rope was longer than the jute one, but neither was as long as Cormac's.",
     lambda s: s.n(L, "jute") < s.n(L, "sisal") < s.n(L, "Cormac")),
    ("Ansel's rope wasn't made of manila.", lambda s: not s.same("Ansel", "manila")),
]
QUESTIONS = [("Which fibre did Delphine use?", lambda s: s.v("Fibres", "Delphine"))]
NUM = ")"
DOT = True
INTRO = []
OUTRO = ["Each of the five apprentices at the rope walk twisted one rope from a different fibre, and no two ropes were the same length."]
REMARKS = INTRO + OUTRO
