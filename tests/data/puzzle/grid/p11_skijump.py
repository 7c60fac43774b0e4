# Newspaper weekly: decimal distances in metres, countries.
D = "Distances"
def d(s, x):
    return s.n(D, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Jumpers", ["Ambrose", "Britta", "Casimir", "Dagny", "Eskil"]),
    ("Countries", ["Austria", "Finland", "Japan", "Norway", "Slovenia"]),
    ("Distances", ["112.5 m", "118.0 m", "121.5 m", "124.0 m", "127.5 m"], [1125, 1180, 1215, 1240, 1275]),
]
SOLUTION = [("Ambrose", "Norway", "124.0 m"), ("Britta", "Austria", "112.5 m"), ("Casimir", "Finland", "127.5 m"),
            ("Dagny", "Slovenia", "118.0 m"), ("Eskil", "Japan", "121.5 m")]
INTRO = ["Five young jumpers from five countries took part in the junior ski-jumping trial on Saturday. Each was allowed one jump."]
CLUES = [
    ("The jumper from Finland went the farthest.", lambda s: d(s, "Finland") == 1275),
    ("Eskil jumped 3.5 m farther than Dagny.", lambda s: d(s, "Eskil") == d(s, "Dagny") + 35),
    ("Britta's jump was the shortest of the day.", lambda s: d(s, "Britta") == 1125),
    ("The Norwegian jumper landed 2.5 m beyond Eskil.", lambda s: d(s, "Norway") == d(s, "Eskil") + 25),
    ("Of Ambrose and Casimir, one represents Finland and the other jumped 124.0 m.",
     lambda s: (s.same("Ambrose", "Finland") and d(s, "Casimir") == 1240) or (s.same("Casimir", "Finland") and d(s, "Ambrose") == 1240)),
    ("Dagny does not jump for Japan.", lambda s: not s.same("Dagny", "Japan")),
    ("The shortest jump was made by the Austrian.", lambda s: d(s, "Austria") == 1125),
    ("Casimir jumped farther than Ambrose.", lambda s: d(s, "Casimir") > d(s, "Ambrose")),
]
QUESTIONS = [("Who jumped for Slovenia?", lambda s: s.v("Jumpers", "Slovenia"))]
REMARKS = INTRO
