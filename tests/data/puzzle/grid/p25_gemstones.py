C = "Carats"
P = "Prices"
CATEGORIES = [
    ("Stones", ["emerald", "garnet", "opal", "topaz"]),
    ("Carats", ["1.5 carats", "2 carats", "2.5 carats", "3 carats"], [15, 20, 25, 30]),
    ("Prices", ["$275", "$420", "$690", "$880"], [275, 420, 690, 880]),
]
SOLUTION = [
    ["emerald", "1.5 carats", "$880"],
    ["garnet", "3 carats", "$275"],
    ["opal", "2 carats", "$420"],
    ["topaz", "2.5 carats", "$690"],
]
CLUES = [
    ("The emerald is the smallest stone but the most expensive.", lambda s: s.n(C, "emerald") == 15 and s.n(P, "emerald") == 880),
    ("The garnet weighs 1 carat more than the opal.", lambda s: s.n(C, "garnet") == s.n(C, "opal") + 10),
    ("The $690 stone weighs half a carat more than the opal.", lambda s: s.n(C, "$690") == s.n(C, "opal") + 5),
    ('The garnet is cheaper than the opal.', lambda s: s.n(P, "garnet") < s.n(P, "opal")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
