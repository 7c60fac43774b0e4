T = "Times"
CATEGORIES = [
    ("Racers", ["Gus", "Hank", "Ivy", "Jo"]),
    ("Sleds", ["runner sled", "saucer", "snow tube", "toboggan"]),
    ("Times", ["41 seconds", "43 seconds", "45 seconds", "47 seconds"], [41, 43, 45, 47]),
]
CLUES = [
    ("The toboggan made the fastest run down Miller's Hill.", lambda s: s.n(T, "toboggan") == 41),
    ("Ivy rode the toboggan, and Jo rode the snow tube.",
     lambda s: s.same("Ivy", "toboggan") and s.same("Jo", "snow tube")),
    ("The saucer came down 2 seconds slower than the toboggan.",
     lambda s: s.n(T, "saucer") == s.n(T, "toboggan") + 2),
    ("The snow tube was the slowest sled of the day.", lambda s: s.n(T, "snow tube") == 47),
]
BAD = (5, "Gus finished a ways behind Hank.")
REFUSED = {BAD[1]: {
    "'Gus was slower than Hank' (by any margin)": lambda s: s.n(T, "Gus") > s.n(T, "Hank"),
    "'Gus was at least 4 seconds slower than Hank'": lambda s: s.n(T, "Gus") >= s.n(T, "Hank") + 4,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four kids timed their best runs down Miller's Hill on the first snow day of the winter. Each rode a different kind of sled, and no two best runs took the same time."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Gus finished a ways behind Hank.", must be refused: "a ways" is a
vague margin. It says Gus was slower than Hank, but by how much is not
stated, and "a ways" suggests more than the 2 seconds the puzzle would allow.
Without the clue the puzzle has two solutions: Gus and Hank rode the saucer
(43 seconds) and the runner sled (45 seconds) in either order. Read as plain
"slower than" it gives one solution, with Gus only 2 seconds behind; read as
"a good margin" (at least 4 seconds) it gives no solution at all."""
