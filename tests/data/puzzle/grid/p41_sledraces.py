P = "Places"
CATEGORIES = [
    ("First names", ["Amy", "Billy", "Kevin", "Sarah"]),
    ("Last names", ["Dodd", "Gray", "Miller", "Ross"]),
    ("Sleds", ["blue", "green", "red", "yellow"]),
    ("Places", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Amy", "Ross", "red", "second"],
    ["Billy", "Gray", "yellow", "fourth"],
    ["Kevin", "Dodd", "blue", "first"],
    ["Sarah", "Miller", "green", "third"],
]
CLUES = [
    ("The Gray boy finished two places behind the child on the red sled.",
     lambda s: s.n(P, "Gray") == s.n(P, "red") + 2),
    ("Sarah finished right behind the Ross girl.", lambda s: s.n(P, "Sarah") == s.n(P, "Ross") + 1),
    ("The child on the blue sled won the race.", lambda s: s.same("blue", "first")),
    ("Amy's sled is neither yellow nor green.", lambda s: not s.same("Amy", "yellow") and not s.same("Amy", "green")),
    ("Kevin, whose last name isn't Miller, beat Amy down the hill.",
     lambda s: not s.same("Kevin", "Miller") and s.n(P, "Kevin") < s.n(P, "Amy")),
    ("The Miller girl didn't ride the yellow sled.", lambda s: not s.same("Miller", "yellow")),
    ("Billy finished behind Sarah.", lambda s: s.n(P, "Billy") > s.n(P, "Sarah")),
]
QUESTIONS = [("Who rode the green sled?", lambda s: s.v("First names", "green"))]
NUM = "."
DOT = False
INTRO = ["Four children from Maple Street raced their sleds down Tucker's Hill on the first snow day of the winter. Each rode a different color sled, and no two finished in the same place. From the clues, can you give each child's full name, the color of each sled, and the place in which each child finished?"]
OUTRO = []
REMARKS = INTRO + OUTRO
