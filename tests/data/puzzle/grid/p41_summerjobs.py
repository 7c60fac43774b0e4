P = "Weekly pay"
def of(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CATEGORIES = [
    ("First names", ["Carol", "Dennis", "Judy", "Wayne"]),
    ("Last names", ["Ames", "Burke", "Foley", "Nolan"]),
    ("Jobs", ["caddie", "carhop", "lifeguard", "stock clerk"]),
    ("Weekly pay", ["$30", "$35", "$40", "$45"], [30, 35, 40, 45]),
]
SOLUTION = [
    ["Carol", "Foley", "lifeguard", "$40"],
    ["Dennis", "Ames", "caddie", "$35"],
    ["Judy", "Nolan", "carhop", "$30"],
    ["Wayne", "Burke", "stock clerk", "$45"],
]
CLUES = [
    ("Carol (who isn't Miss Nolan) earned $5 a week more than the caddie.",
     lambda s: not s.same("Carol", "Nolan") and s.n(P, "Carol") == s.n(P, "caddie") + 5),
    ("The Burke boy made more money than the lifeguard.",
     lambda s: s.n(P, "Burke") > s.n(P, "lifeguard")),
    ("Neither Judy nor the Ames youngster worked as a stock clerk.",
     lambda s: not s.same("Judy", "stock clerk") and not s.same("Ames", "stock clerk")),
    ("The carhop earned the least.", lambda s: s.n(P, "carhop") == 30),
    ("Of Dennis and the student who earned $45, one is the Burke boy and the other worked as a caddie.",
     lambda s: of(s, "Dennis", "$45", "Burke", "caddie")),
    ("Miss Foley wasn't the carhop.", lambda s: not s.same("Foley", "carhop")),
    ("Wayne earned $10 a week more than Dennis.", lambda s: s.n(P, "Wayne") == s.n(P, "Dennis") + 10),
    ("Miss Nolan earned $10 a week less than Miss Foley.", lambda s: s.n(P, "Nolan") == s.n(P, "Foley") - 10),
]
QUESTIONS = [("How much did Judy earn each week?", lambda s: s.v(P, "Judy"))]
NUM = "."
DOT = False
INTRO = ["Last summer four high school students each found a job in town, and each was paid a different weekly wage. From the clues, can you determine each student's full name, the job each held, and how much each earned per week?"]
OUTRO = []
REMARKS = INTRO + OUTRO
