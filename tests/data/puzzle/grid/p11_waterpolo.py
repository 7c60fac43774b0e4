# Website style: terse, "whoever", "the player in cap N", Of A and B.
G = "Goals"
def g(s, x):
    return s.n(G, x)
NUM = ""
DOT = True
CATEGORIES = [
    ("Players", ["Kwame", "Lise", "Mateo", "Nuala", "Oskar"]),
    ("Caps", ["cap 1", "cap 3", "cap 6", "cap 8", "cap 12"]),
    ("Goals", ["0 goals", "1 goal", "2 goals", "3 goals", "4 goals"], [0, 1, 2, 3, 4]),
    ("Positions", ["centre", "driver", "goalkeeper", "point", "wing"]),
]
SOLUTION = [("Kwame", "cap 6", "3 goals", "driver"), ("Lise", "cap 1", "0 goals", "goalkeeper"),
            ("Mateo", "cap 12", "4 goals", "centre"), ("Nuala", "cap 3", "2 goals", "wing"),
            ("Oskar", "cap 8", "1 goal", "point")]
CLUES = [
    ("The goalkeeper wore cap 1 and scored the fewest goals.", lambda s: s.same("goalkeeper", "cap 1") and g(s, "goalkeeper") == 0),
    ("Whoever wore cap 12 scored the most goals.", lambda s: g(s, "cap 12") == 4),
    ("Kwame scored 2 more goals than Oskar.", lambda s: g(s, "Kwame") == g(s, "Oskar") + 2),
    ("The player in cap 3 scored 1 goal fewer than Kwame.", lambda s: g(s, "cap 3") == g(s, "Kwame") - 1),
    ("Of Mateo and the wing, one wore cap 12 and the other scored 2 goals.",
     lambda s: not s.same("Mateo", "wing") and ((s.same("Mateo", "cap 12") and g(s, "wing") == 2) or (g(s, "Mateo") == 2 and s.same("wing", "cap 12")))),
    ("Oskar is not the driver.", lambda s: not s.same("Oskar", "driver")),
    ("Lise played in goal.", lambda s: s.same("Lise", "goalkeeper")),
    ("The person who plays point wore cap 8.", lambda s: s.same("point", "cap 8")),
    ("Nuala doesn't wear cap 6.", lambda s: not s.same("Nuala", "cap 6")),
    ("Mateo outscored Nuala.", lambda s: g(s, "Mateo") > g(s, "Nuala")),
    ("The centre scored 2 more goals than the wing.", lambda s: g(s, "centre") == g(s, "wing") + 2),
]
QUESTIONS = [("How many goals did Nuala score?", lambda s: s.v("Goals", "Nuala"))]
