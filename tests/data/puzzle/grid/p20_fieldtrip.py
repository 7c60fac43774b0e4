R = "Bus rows"
CATEGORIES = [
    ("Students", ["Ella", "Jack", "Lily", "Omar"]),
    ("Sandwiches", ["cheese", "egg", "ham", "tuna"]),
    ("Bus rows", ["row 1", "row 2", "row 3", "row 4"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Ella", "tuna", "row 3"],
    ["Jack", "ham", "row 1"],
    ["Lily", "cheese", "row 4"],
    ["Omar", "egg", "row 2"],
]
CLUES = [
    ("Jack sat at the very front of the bus.", lambda s: s.n(R, "Jack") == 1),
    ("The student with the egg sandwich sat right behind Jack.", lambda s: s.n(R, "egg") == s.n(R, "Jack") + 1),
    ("Lily sat two rows behind Omar.", lambda s: s.n(R, "Lily") == s.n(R, "Omar") + 2),
    ("Ella did not bring ham or cheese.", lambda s: not s.same("Ella", "ham") and not s.same("Ella", "cheese")),
    ("The cheese sandwich was not in row 1.", lambda s: not s.same("cheese", "row 1")),
]
QUESTIONS = [("Who brought the tuna sandwich?", lambda s: s.v("Students", "tuna"))]
NUM = "."
DOT = False
INTRO = ["On the class field trip, four students each sat in a different row of the bus and each brought a different sandwich. Row 1 is at the front of the bus, and row 4 is at the back."]
OUTRO = []
REMARKS = INTRO + OUTRO
