V = "Visits"
CATEGORIES = [
    ("Children", ["Aisha", "Ben", "Chloe", "Dylan"]),
    ("Birds", ["robin", "blue tit", "sparrow", "goldfinch"]),
    ("Visits", ["5 visits", "8 visits", "12 visits", "15 visits"], [5, 8, 12, 15]),
]
SOLUTION = [
    ["Aisha", "goldfinch", "12 visits"],
    ["Ben", "robin", "5 visits"],
    ["Chloe", "sparrow", "15 visits"],
    ["Dylan", "blue tit", "8 visits"],
]
CLUES = [
    ("Chloe counted the most visits.", lambda s: s.n(V, "Chloe") == 15),
    ("Ben counted the fewest.", lambda s: s.n(V, "Ben") == 5),
    ("The blue tit came 8 times.", lambda s: s.same("blue tit", "8 visits")),
    ("Aisha did not see the robin.", lambda s: not s.same("Aisha", "robin")),
    ("The goldfinch came 4 more times than the blue tit.", lambda s: s.n(V, "goldfinch") == s.n(V, "blue tit") + 4),
    ("Dylan did not see the sparrow.", lambda s: not s.same("Dylan", "sparrow")),
    ("Ben did not see the sparrow.", lambda s: not s.same("Ben", "sparrow")),
    ("Aisha counted more visits than Dylan.", lambda s: s.n(V, "Aisha") > s.n(V, "Dylan")),
]
QUESTIONS = [("Which bird did Ben see?", lambda s: s.v("Birds", "Ben"))]
NUM = "."
DOT = False
INTRO = ["Four children watched the bird feeder in their garden for one hour. Each child counted the visits of one kind of bird."]
OUTRO = []
REMARKS = INTRO + OUTRO
