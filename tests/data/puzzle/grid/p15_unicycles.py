D = "Distances"
CATEGORIES = [
    ("Children", ["Ben", "Evie", "Kit", "Rosa"]),
    ("Unicycles", ["blue", "green", "orange", "yellow"]),
    ("Distances", ["50 metres", "100 metres", "150 metres", "200 metres"], [50, 100, 150, 200]),
]
SOLUTION = [
    ["Ben", "green", "150 metres"],
    ["Evie", "yellow", "50 metres"],
    ["Kit", "blue", "200 metres"],
    ["Rosa", "orange", "100 metres"],
]
CLUES = [
    ("Kit rode the farthest.", lambda s: s.n(D, "Kit") == 200),
    ("Evie's unicycle is yellow.", lambda s: s.same("Evie", "yellow")),
    ("The green unicycle went 50 metres farther than the orange one.", lambda s: s.n(D, "green") == s.n(D, "orange") + 50),
    ("Rosa did not ride the blue unicycle.", lambda s: not s.same("Rosa", "blue")),
    ("Ben rode further than Rosa.", lambda s: s.n(D, "Ben") > s.n(D, "Rosa")),
    ("Nobody rode a shorter distance than Evie.", lambda s: s.n(D, "Evie") == 50),
]
QUESTIONS = [("Who rode the blue unicycle?", lambda s: s.v("Children", "blue"))]
NUM = "."
DOT = False
INTRO = ["Four friends are learning to ride unicycles. How far did each one ride without falling off?"]
OUTRO = []
REMARKS = INTRO + OUTRO
