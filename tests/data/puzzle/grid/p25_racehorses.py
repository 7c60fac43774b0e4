R = "Finishes"
A = "Ages"
CATEGORIES = [
    ("Horses", ["Admiral", "Brandy", "Comet", "Duchess", "Ember"]),
    ("Jockeys", ["Flores", "Gant", "Hale", "Irwin", "Joyce"]),
    ("Finishes", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Ages", ["3 years", "4 years", "5 years", "6 years", "7 years"], [3, 4, 5, 6, 7]),
]
SOLUTION = [
    ["Admiral", "Irwin", "2nd", "5 years"],
    ["Brandy", "Flores", "4th", "3 years"],
    ["Comet", "Joyce", "1st", "6 years"],
    ["Duchess", "Hale", "5th", "4 years"],
    ["Ember", "Gant", "3rd", "7 years"],
]
CLUES = [
    ("The 6-year-old won the race.", lambda s: s.same("6 years", "1st")),
    ("Brandy finished 2 places behind Admiral.", lambda s: s.n(R, "Brandy") == s.n(R, "Admiral") + 2),
    ("Duchess didn't finish 2 places behind Comet.", lambda s: s.n(R, "Duchess") != s.n(R, "Comet") + 2),
    ("Hale's horse is 1 year older than Flores's.", lambda s: s.n(A, "Hale") == s.n(A, "Flores") + 1),
    ("The horse ridden by Gant is the oldest.", lambda s: s.n(A, "Gant") == 7),
    ("Of Comet and the 5-year-old, one was ridden by Joyce and the other finished 2nd.",
     lambda s: (s.same("Comet", "Joyce") and s.same("5 years", "2nd")) or (s.same("5 years", "Joyce") and s.same("Comet", "2nd"))),
    ("Irwin's horse finished ahead of the 7-year-old.", lambda s: s.n(R, "Irwin") < s.n(R, "7 years")),
    ("Duchess isn't the youngest.", lambda s: s.n(A, "Duchess") != 3),
    ('Duchess came in last, 1 place behind Brandy.', lambda s: s.n(R, "Duchess") == 5 and s.n(R, "Brandy") == 4),
    ('Ember is older than Duchess.', lambda s: s.n(A, "Ember") > s.n(A, "Duchess")),
]
QUESTIONS = [("Who rode Ember?", lambda s: s.v("Jockeys", "Ember"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
