D = "Distances"
CATEGORIES = [
    ("Runners", ["Fenella", "Gustavo", "Hamid", "Isla"]),
    ("Distances", ["12 km", "15 km", "18 km", "21 km"], [12, 15, 18, 21]),
    ("Routes", ["canal path", "forest loop", "hill circuit", "seafront"]),
    ("Shoes", ["Arcus", "Bolt", "Kestrel", "Vela"]),
]
SOLUTION = [
    ["Fenella", "18 km", "hill circuit", "Kestrel"],
    ["Gustavo", "12 km", "seafront", "Vela"],
    ["Hamid", "21 km", "canal path", "Arcus"],
    ["Isla", "15 km", "forest loop", "Bolt"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The canal path run was 6 km longer than the forest loop run.", lambda s: s.n(D, "canal path") == s.n(D, "forest loop") + 6),
    ("Gustavo ran the shortest distance.", lambda s: s.n(D, "Gustavo") == 12),
    ("The runner in Kestrel shoes ran 3 km farther than Isla.", lambda s: s.n(D, "Kestrel") == s.n(D, "Isla") + 3),
    ("Hamid doesn't wear Bolt or Vela.", lambda s: not s.same("Hamid", "Bolt") and not s.same("Hamid", "Vela")),
    ("Of Gustavo and the runner on the hill circuit, one wears Vela and the other wears Kestrel.",
     lambda s: one_other(s, "Gustavo", "hill circuit", "Vela", "Kestrel")),
    ("The seafront run was shorter than the forest loop.", lambda s: s.n(D, "seafront") < s.n(D, "forest loop")),
    ("Fenella ran a shorter distance than Hamid.", lambda s: s.n(D, "Fenella") < s.n(D, "Hamid")),
]
QUESTIONS = [("How far did the runner in Arcus shoes run?", lambda s: s.v("Distances", "Arcus"))]
NUM = ")"
INTRO = ["Sunday Long Run: four club runners each did a different long run on a different route, each in a different brand of shoe."]
OUTRO = []
REMARKS = INTRO + OUTRO
