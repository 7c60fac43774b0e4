# The smallest: three lockers, three categories in all, category lines.
# "to the right of" is encoded in its weaker reading (somewhere to the
# right); in the key Ivy's locker is also immediately to the right of Kit's,
# so both readings give the same answer.
H = "Lockers"
def h(s, x):
    return s.n(H, x)
DOT = True
CATEGORIES = [
    ("Lockers", ["1", "2", "3"], [1, 2, 3]),
    ("Pupils", ["Ivy", "Jon", "Kit"]),
    ("Contents", ["football", "racket", "skates"]),
]
SOLUTION = [
    ("1", "Jon", "skates"),
    ("2", "Kit", "football"),
    ("3", "Ivy", "racket"),
]
INTRO = ["Three pupils have lockers side by side in the school corridor, numbered 1 to 3 from left to right."]
CLUES = [
    ("The skates are in locker 1.", lambda s: h(s, "skates") == 1),
    ("Kit's locker is in the middle.", lambda s: h(s, "Kit") == 2),
    ("The racket is not in Kit's locker.", lambda s: not s.same("racket", "Kit")),
    ("Ivy's locker is to the right of Kit's.", lambda s: h(s, "Ivy") > h(s, "Kit")),
]
QUESTIONS = [("Whose locker holds the football?", lambda s: s.v("Pupils", "football"))]
REMARKS = INTRO
