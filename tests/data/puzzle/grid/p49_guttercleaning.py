H = "Hours"
CATEGORIES = [
    ("Workers", ["Al", "Benny", "Carl", "Dean"]),
    ("Streets", ["Ash Street", "Birch Lane", "Cedar Road", "Dogwood Drive"]),
    ("Hours", ["2 hours", "3 hours", "4 hours", "5 hours"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Al", "Cedar Road", "4 hours"],
    ["Benny", "Ash Street", "2 hours"],
    ["Carl", "Dogwood Drive", "5 hours"],
    ["Dean", "Birch Lane", "3 hours"],
]
CLUES = [
    ("The job on Dogwood Drive took the longest.", lambda s: s.n(H, "Dogwood Drive") == 5),
    ("Benny finished in two hours less than Al.", lambda s: s.n(H, "Benny") == s.n(H, "Al") - 2),
    ("Dean didn't work on Cedar Road, and his job took an hour longer than the Ash Street job.",
     lambda s: not s.same("Dean", "Cedar Road") and s.n(H, "Dean") == s.n(H, "Ash Street") + 1),
    ("Carl's job took longer than Al's.", lambda s: s.n(H, "Carl") > s.n(H, "Al")),
]
QUESTIONS = [("Where did Dean work?", lambda s: s.v("Streets", "Dean"))]
NUM = "."
INTRO = ["After the leaves came down, Gutter Guys sent four workers out on the same Saturday. Each cleaned the gutters on a house on a different street, and each job took a different number of hours."]
OUTRO = []
REMARKS = INTRO + OUTRO
