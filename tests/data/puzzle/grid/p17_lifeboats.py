Y = "Service"
S = "Shouts"
CATEGORIES = [
    ("Crew", ["Mrs Penrose", "Mr Quiller", "Ms Rowe", "Mr Trevail"]),
    ("Jobs", ["baker", "fisherman", "nurse", "teacher"]),
    ("Service", ["3 years", "8 years", "14 years", "21 years"], [3, 8, 14, 21]),
    ("Shouts", ["6 shouts", "11 shouts", "17 shouts", "25 shouts"], [6, 11, 17, 25]),
]
SOLUTION = [
    ["Mrs Penrose", "nurse", "14 years", "25 shouts"],
    ["Mr Quiller", "fisherman", "21 years", "11 shouts"],
    ["Ms Rowe", "teacher", "3 years", "17 shouts"],
    ["Mr Trevail", "baker", "8 years", "6 shouts"],
]
CLUES = [
    ("The fisherman has served the longest, but he didn't go out on the most shouts.",
     lambda s: s.n(Y, "fisherman") == 21 and s.n(S, "fisherman") != 25),
    ("Mrs Penrose went out on 8 more shouts than Ms Rowe.", lambda s: s.n(S, "Mrs Penrose") == s.n(S, "Ms Rowe") + 8),
    ("The teacher joined the crew more recently than any of the others.", lambda s: s.n(Y, "teacher") == 3),
    ("Mr Trevail has served five years longer than Ms Rowe, but he went out on fewer shouts than anyone else.",
     lambda s: s.n(Y, "Mr Trevail") == s.n(Y, "Ms Rowe") + 5 and s.n(S, "Mr Trevail") == 6),
    ("The nurse is a woman.", lambda s: s.v("Crew", "nurse") in ["Mrs Penrose", "Ms Rowe"]),
]
NUM = "."
DOT = False
INTRO = ["Four volunteers on the Porthlow lifeboat have different day jobs. The figures give each one's years of service and the number of shouts (call-outs) each went on last year."]
OUTRO = []
REMARKS = INTRO + OUTRO
