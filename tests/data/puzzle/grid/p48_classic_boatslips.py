P = "Slips"
L = "Lengths"
def near(s, a, b):
    return abs(s.n(P, a) - s.n(P, b)) == 1
CATEGORIES = [
    ("Slips", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Rhea", "Silas", "Tova", "Umar", "Vance"]),
    ("Boats", ["Albatross", "Breeze", "Corsair", "Dolphin", "Echo"]),
    ("Hulls", ["cream", "gray", "navy", "teal", "yellow"]),
    ("Lengths", ["18 ft", "20 ft", "22 ft", "24 ft", "26 ft"], [18, 20, 22, 24, 26]),
]
SOLUTION = [
    ["1", "Tova", "Dolphin", "navy", "22 ft"],
    ["2", "Umar", "Echo", "cream", "18 ft"],
    ["3", "Rhea", "Albatross", "teal", "26 ft"],
    ["4", "Vance", "Breeze", "yellow", "20 ft"],
    ["5", "Silas", "Corsair", "gray", "24 ft"],
]
CLUES = [
    ("The longest boat is in the middle slip.", lambda s: s.n(L, "3") == 26),
    ("Rhea owns the Albatross.", lambda s: s.same("Rhea", "Albatross")),
    ("The navy boat is at the western end of the dock.", lambda s: s.n(P, "navy") == 1),
    ("The Echo is moored immediately east of the Dolphin.", lambda s: s.n(P, "Echo") == s.n(P, "Dolphin") + 1),
    ("Silas's boat is 4 feet longer than Vance's.", lambda s: s.n(L, "Silas") == s.n(L, "Vance") + 4),
    ("The shortest boat has a cream hull.", lambda s: s.same("18 ft", "cream")),
    ("Umar's slip is directly east of Tova's.", lambda s: s.n(P, "Umar") == s.n(P, "Tova") + 1),
    ("The Corsair is somewhere east of the Breeze.", lambda s: s.n(P, "Corsair") > s.n(P, "Breeze")),
    ("The gray boat is at one end of the dock.", lambda s: s.n(P, "gray") in (1, 5)),
    ("Tova's boat is 2 feet longer than the Breeze.", lambda s: s.n(L, "Tova") == s.n(L, "Breeze") + 2),
    ("Vance's boat is moored immediately west of Silas's.", lambda s: s.n(P, "Vance") == s.n(P, "Silas") - 1),
    ("The cream boat is immediately east of the navy boat.", lambda s: s.n(P, "cream") == s.n(P, "navy") + 1),
    ("The teal boat is somewhere west of the yellow boat.", lambda s: s.n(P, "teal") < s.n(P, "yellow")),
]
QUESTIONS = [("Which boat does Silas own?", lambda s: s.v("Boats", "Silas")),
             ("What color is the Breeze?", lambda s: s.v("Hulls", "Breeze"))]
NUM = "."
INTRO = ["Five sailboats are tied up in adjacent slips along the town dock, numbered 1 to 5 from west to east. Each boat has a different owner, name, hull color and length."]
OUTRO = []
REMARKS = INTRO + OUTRO
