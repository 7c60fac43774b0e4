D = "Batches"
CATEGORIES = [
    ("Bakers", ["Ines", "Joelle", "Kit", "Rosa"]),
    ("Cookies", ["biscotti", "gingersnaps", "macarons", "shortbread"]),
    ("Batches", ["2 dozen", "3 dozen", "4 dozen", "5 dozen"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Ines", "shortbread", "4 dozen"],
    ["Joelle", "macarons", "2 dozen"],
    ["Kit", "biscotti", "5 dozen"],
    ["Rosa", "gingersnaps", "3 dozen"],
]
CLUES = [
    ("The baker who made gingersnaps brought one dozen more than Joelle.", lambda s: s.n(D, "gingersnaps") == s.n(D, "Joelle") + 1),
    ("Kit brought the most cookies.", lambda s: s.n(D, "Kit") == 5),
    ("The shortbread batch was 2 dozen larger than the batch of macarons.", lambda s: s.n(D, "shortbread") == s.n(D, "macarons") + 2),
    ("Rosa didn't bake the biscotti.", lambda s: not s.same("Rosa", "biscotti")),
    ("Ines brought more cookies than Rosa did.", lambda s: s.n(D, "Ines") > s.n(D, "Rosa")),
    ("Joelle brought the smallest batch.", lambda s: s.n(D, "Joelle") == 2),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
