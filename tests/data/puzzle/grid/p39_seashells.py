N = "Shells"
CATEGORIES = [
    ("Cousins", ["Abby", "Bilal", "Cora", "Drew", "Effie"]),
    ("Shells", ["12", "15", "18", "21", "24"], [12, 15, 18, 21, 24]),
    ("Buckets", ["red", "blue", "green", "orange", "purple"]),
]
SOLUTION = [
    ["Abby", "18", "green"],
    ["Bilal", "24", "red"],
    ["Cora", "12", "purple"],
    ["Drew", "21", "blue"],
    ["Effie", "15", "orange"],
]
CLUES = [
    ("Bilal found the most shells, and Cora found the fewest.",
     lambda s: s.n(N, "Bilal") == 24 and s.n(N, "Cora") == 12),
    ("The child with the blue bucket found three more shells than Abby.",
     lambda s: s.n(N, "blue") == s.n(N, "Abby") + 3),
    ("Effie collected fewer shells than the green bucket's owner.", lambda s: s.n(N, "Effie") < s.n(N, "green")),
    ("The purple bucket held 12 shells.", lambda s: s.same("purple", "12")),
    ("Neither Drew nor Effie had the red bucket, and Abby's wasn't red or orange.",
     lambda s: not s.same("Drew", "red") and not s.same("Effie", "red") and not s.same("Abby", "red") and not s.same("Abby", "orange")),
    ("Effie found 15 shells, three fewer than Abby.", lambda s: s.n(N, "Effie") == 15 and s.n(N, "Abby") == 18),
]
QUESTIONS = [("How many shells did Drew find?", lambda s: s.v("Shells", "Drew"))]
NUM = ")"
DOT = False
INTRO = ["Five cousins spent the morning collecting shells, each with a bucket of a different colour. When they counted up, they had found 12, 15, 18, 21 and 24 shells, no two the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
