S = "Sweets"
CATEGORIES = [
    ("Children", ["Ava", "Ben", "Cleo", "Dan", "Ella"]),
    ("Costumes", ["ghost", "pirate", "robot", "vampire", "witch"]),
    ("Buckets", ["black", "green", "orange", "purple", "white"]),
    ("Sweets", ["12 sweets", "15 sweets", "18 sweets", "21 sweets", "24 sweets"], [12, 15, 18, 21, 24]),
]
SOLUTION = [
    ["Ava", "witch", "purple", "18 sweets"],
    ["Ben", "pirate", "black", "24 sweets"],
    ["Cleo", "robot", "green", "12 sweets"],
    ["Dan", "ghost", "orange", "21 sweets"],
    ["Ella", "vampire", "white", "15 sweets"],
]
CLUES = [
    ("The pirate collected the most sweets.", lambda s: s.n(S, "pirate") == 24),
    ("Cleo had the fewest sweets.", lambda s: s.n(S, "Cleo") == 12),
    ("The witch carried a purple bucket.", lambda s: s.same("witch", "purple")),
    ("Dan got 3 more sweets than Ava.", lambda s: s.n(S, "Dan") == s.n(S, "Ava") + 3),
    ("Ella ended the night with 15 sweets.", lambda s: s.same("Ella", "15 sweets")),
    ("The child dressed as a vampire didn't carry the black or the green bucket.",
     lambda s: not s.same("vampire", "black") and not s.same("vampire", "green")),
    ("Cleo collected 3 fewer sweets than the child with the white bucket.",
     lambda s: s.n(S, "Cleo") == s.n(S, "white") - 3),
    ("The ghost carried the orange bucket.", lambda s: s.same("ghost", "orange")),
    ("Ben collected more sweets than Dan.", lambda s: s.n(S, "Ben") > s.n(S, "Dan")),
    ("The robot's bucket was green.", lambda s: s.same("robot", "green")),
    ("The witch collected 6 more sweets than the robot.", lambda s: s.n(S, "witch") == s.n(S, "robot") + 6),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
