T = "Towers"
R = "Rescues"
CATEGORIES = [
    ("Lifeguards", ["Tamsin", "Uri", "Vashti", "Wes", "Xander"]),
    ("Towers", ["Tower 1", "Tower 2", "Tower 3", "Tower 4", "Tower 5"]),
    ("Rescues", ["2 rescues", "5 rescues", "6 rescues", "9 rescues", "11 rescues"], [2, 5, 6, 9, 11]),
]
SOLUTION = [
    ["Tamsin", "Tower 3", "9 rescues"],
    ["Uri", "Tower 1", "2 rescues"],
    ["Vashti", "Tower 5", "11 rescues"],
    ["Wes", "Tower 2", "5 rescues"],
    ["Xander", "Tower 4", "6 rescues"],
]
CLUES = [
    ("Whoever is in Tower 5 made the most rescues.", lambda s: s.n(R, "Tower 5") == 11),
    ("Uri is in the northernmost tower.", lambda s: s.n(T, "Uri") == 1),
    ("Wes is in the tower directly south of Uri's.", lambda s: s.n(T, "Wes") == s.n(T, "Uri") + 1),
    ("Tamsin made 3 more rescues than Xander.", lambda s: s.n(R, "Tamsin") == s.n(R, "Xander") + 3),
    ("Xander's tower is next to Vashti's.", lambda s: abs(s.n(T, "Xander") - s.n(T, "Vashti")) == 1),
    ("The lifeguard in Tower 2 made 5 rescues.", lambda s: s.same("Tower 2", "5 rescues")),
    ("Uri made fewer rescues than anyone else.", lambda s: s.n(R, "Uri") == 2),
    ("Tamsin is not in Tower 4.", lambda s: not s.same("Tamsin", "Tower 4")),
]
QUESTIONS = [("Who is in Tower 4?", lambda s: s.v("Lifeguards", "Tower 4"))]
NUM = None
DOT = False
INTRO = ["Five lifeguard towers stand along the beach, numbered 1 to 5 from north to south."]
OUTRO = []
REMARKS = INTRO + OUTRO
