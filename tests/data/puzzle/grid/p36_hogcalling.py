L = "Loudness"
Y = "Years"
CATEGORIES = [
    ("Callers", ["Mr. Beasley", "Mrs. Cobb", "Mr. Dunaway", "Mrs. Pettit"]),
    ("Hometowns", ["Ames", "Clarion", "Marengo", "Tipton"]),
    ("Loudness", ["98 decibels", "101 decibels", "104 decibels", "107 decibels"], [98, 101, 104, 107]),
    ("Years", ["2 years", "5 years", "9 years", "14 years"], [2, 5, 9, 14]),
]
SOLUTION = [
    ["Mr. Beasley", "Tipton", "104 decibels", "9 years"],
    ["Mrs. Cobb", "Ames", "107 decibels", "2 years"],
    ["Mr. Dunaway", "Marengo", "98 decibels", "14 years"],
    ["Mrs. Pettit", "Clarion", "101 decibels", "5 years"],
]
WOMEN = ["Mrs. Cobb", "Mrs. Pettit"]
CLUES = [
    ("The loudest call of the day came from a woman who has been competing for only 2 years.",
     lambda s: s.n(L, "2 years") == 107 and any(s.same(w, "2 years") for w in WOMEN)),
    ("Mr. Dunaway, who has been competing the longest, wasn't as loud as the caller from Tipton.",
     lambda s: s.n(Y, "Mr. Dunaway") == 14 and s.n(L, "Mr. Dunaway") < s.n(L, "Tipton")),
    ("The caller from Clarion was 3 decibels louder than Mr. Dunaway.",
     lambda s: s.n(L, "Clarion") == s.n(L, "Mr. Dunaway") + 3),
    ("Mrs. Pettit has been calling hogs 4 years fewer than Mr. Beasley.",
     lambda s: s.n(Y, "Mrs. Pettit") == s.n(Y, "Mr. Beasley") - 4),
    ("The entrant from Ames isn't Mr. Beasley.", lambda s: not s.same("Ames", "Mr. Beasley")),
    ("Mrs. Pettit's call was louder than Mr. Dunaway's but not as loud as Mr. Beasley's.",
     lambda s: s.n(L, "Mr. Dunaway") < s.n(L, "Mrs. Pettit") < s.n(L, "Mr. Beasley")),
    ("The caller from Ames is a woman.", lambda s: any(s.same(w, "Ames") for w in WOMEN)),
]
QUESTIONS = [("Who is from Marengo?", lambda s: s.v("Callers", "Marengo"))]
NUM = "."
DOT = False
INTRO = ["Four callers from four Iowa towns reached the final of the hog-calling contest at the state fair. The judges measured each call with a sound meter, and no two calls came out equally loud; the callers have also been competing for different numbers of years."]
OUTRO = []
REMARKS = INTRO + OUTRO
