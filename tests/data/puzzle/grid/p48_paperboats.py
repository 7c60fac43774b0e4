D = "Distances"
CATEGORIES = [
    ("Sailors", ["Hugo", "Iris", "Jasper", "Kenji", "Lila"]),
    ("Boats", ["blue", "gold", "red", "silver", "white"]),
    ("Distances", ["10 meters", "20 meters", "30 meters", "40 meters", "50 meters"], [10, 20, 30, 40, 50]),
]
SOLUTION = [
    ["Hugo", "red", "30 meters"],
    ["Iris", "white", "50 meters"],
    ["Jasper", "blue", "10 meters"],
    ["Kenji", "gold", "40 meters"],
    ["Lila", "silver", "20 meters"],
]
CLUES = [
    ("Iris's boat went farther than any other.", lambda s: s.n(D, "Iris") == 50),
    ("The gold boat traveled 10 meters farther than Hugo's.", lambda s: s.n(D, "gold") == s.n(D, "Hugo") + 10),
    ("Jasper's boat only made it 10 meters.", lambda s: s.n(D, "Jasper") == 10),
    ("The silver boat went 20 meters less than the gold one.", lambda s: s.n(D, "silver") == s.n(D, "gold") - 20),
    ("The blue boat went 20 meters shorter than the red one.", lambda s: s.n(D, "blue") == s.n(D, "red") - 20),
    ("Kenji's boat beat Lila's by 20 meters.", lambda s: s.n(D, "Kenji") == s.n(D, "Lila") + 20),
    ("Iris didn't sail the red boat.", lambda s: not s.same("Iris", "red")),
]
NUM = "."
INTRO = ["Five children raced paper boats down the creek behind the park. Each boat was a different color and drifted a different distance before it sank."]
OUTRO = []
REMARKS = INTRO + OUTRO
