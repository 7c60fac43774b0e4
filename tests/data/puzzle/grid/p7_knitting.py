K, I, Y, A = "Knitters", "Items", "Yarn", "Ages"
CATEGORIES = [
    (K, ["Beatrix", "Concepción", "Dagny", "Euphemia"]),
    (I, ["cardigan", "mittens", "scarf", "tea cozy"]),
    (Y, ["80 g", "150 g", "220 g", "600 g"], [80, 150, 220, 600]),
    (A, ["68", "72", "79", "85"], [68, 72, 79, 85]),
]
NUM = "."
DOT = True
INTRO = ("The Tuesday knitting circle at St. Brendan's meets in the church hall, and its four members, whose ages range "
         "from sixty-eight to eighty-five, have never once agreed on anything except tea. For the winter bazaar each "
         "of them finished one item, and each used a different amount of yarn.")
REMARKS = [INTRO]
CLUES = [
    ("The youngest knitter, who also knits faster than anyone else in the circle, used the most yarn.", lambda s: s.same("68", "600 g")),
    ("Beatrix, the eldest, didn't knit the mittens.", lambda s: s.same("Beatrix", "85") and not s.same("Beatrix", "mittens")),
    ("Dagny is 7 years older than Euphemia.", lambda s: s.n(A, "Dagny") == s.n(A, "Euphemia") + 7),
    ("The mittens took 70 g less yarn than the tea cozy.", lambda s: s.n(Y, "mittens") == s.n(Y, "tea cozy") - 70),
    ("The scarf and the tea cozy were knitted by Beatrix and Dagny, respectively.", lambda s: s.same("scarf", "Beatrix") and s.same("tea cozy", "Dagny")),
    ("Euphemia is younger than Dagny but older than Concepción.", lambda s: s.n(A, "Concepción") < s.n(A, "Euphemia") < s.n(A, "Dagny")),
    ("The tea cozy used 70 g less yarn than the scarf.", lambda s: s.n(Y, "tea cozy") == s.n(Y, "scarf") - 70),
]
QUESTIONS = [("How old is the knitter who made the mittens?", lambda s: s.v(A, "mittens"))]
