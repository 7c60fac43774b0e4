T = "Times"
L = "Lanes"
def t(s, x):
    return s.n(T, x)
def lane(s, x):
    return s.n(L, x)
CATEGORIES = [
    ("Crews", ["Ashford", "Brampton", "Carlow", "Dunmere"]),
    ("Times", ["6 min 41 s", "6 min 48 s", "6 min 55 s", "7 min 02 s"], [401, 408, 415, 422]),
    ("Lanes", ["lane 1", "lane 2", "lane 3", "lane 4"]),
    ("Strokes", ["Harry", "Ivo", "Jack", "Kwame"]),
]
CLUES = [
    ("Brampton won, from lane 4.", lambda s: t(s, "Brampton") == 401 and lane(s, "Brampton") == 4),
    ("Jack's crew finished 7 seconds behind the winners.", lambda s: t(s, "Jack") == 408),
    ("The crew in lane 1 came last.", lambda s: t(s, "lane 1") == 422),
    ("Ashford raced in the lane next to Jack's crew.", lambda s: abs(lane(s, "Ashford") - lane(s, "Jack")) == 1 and not s.same("Ashford", "Jack")),
    ("Kwame did not stroke Carlow.", lambda s: not s.same("Kwame", "Carlow")),
    ("Harry's crew was slower than Ashford.", lambda s: t(s, "Harry") > t(s, "Ashford")),
    ("Dunmere were not in lane 2.", lambda s: lane(s, "Dunmere") != 2),
    ("Carlow finished behind Dunmere.", lambda s: t(s, "Carlow") > t(s, "Dunmere")),
    ("Ivo stroked the winning crew.", lambda s: t(s, "Ivo") == 401),
]
REMARKS = ["Final of the coxless fours at Henley-on-Dee. Strokes are named."]
QUESTIONS = [("Who stroked Ashford?", lambda s: s.v("Strokes", "Ashford"))]
