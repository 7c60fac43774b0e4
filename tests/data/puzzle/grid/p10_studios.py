# Puzzle-book style; floors (ground floor upwards) and rents.
F = "Floors"
R = "Rents"
def f(s, x):
    return s.n(F, x)
def r(s, x):
    return s.n(R, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Artists", ["Ottoline", "Pascal", "Rhiannon", "Silas"]),
    ("Floors", ["ground floor", "first floor", "second floor", "third floor"], [0, 1, 2, 3]),
    ("Media", ["charcoal", "oils", "pastels", "watercolours"]),
    ("Rents", ["$450", "$520", "$600", "$675"], [450, 520, 600, 675]),
]
SOLUTION = [("Ottoline", "second floor", "oils", "$600"), ("Pascal", "ground floor", "watercolours", "$675"),
            ("Rhiannon", "third floor", "charcoal", "$450"), ("Silas", "first floor", "pastels", "$520")]
INTRO = ["An old warehouse on Quay Street has been turned into four artists' studios, one on each floor. Each artist works in a different medium and pays a different monthly rent."]
CLUES = [
    ("The studio on the top floor is the cheapest.", lambda s: r(s, "third floor") == 450),
    ("Pascal's studio, which costs the most, is on the ground floor.", lambda s: r(s, "Pascal") == 675 and f(s, "Pascal") == 0),
    ("The oil painter pays $80 more than Silas.", lambda s: r(s, "oils") == r(s, "Silas") + 80),
    ("The watercolourist works two floors below Ottoline.", lambda s: f(s, "watercolours") == f(s, "Ottoline") - 2),
    ("Rhiannon does not work in pastels.", lambda s: not s.same("Rhiannon", "pastels")),
    ("The charcoal artist works above the pastel artist.", lambda s: f(s, "charcoal") > f(s, "pastels")),
    ("Rhiannon's studio is on the top floor.", lambda s: f(s, "Rhiannon") == 3),
]
QUESTIONS = [("How much rent does Silas pay?", lambda s: s.v(R, "Silas"))]
REMARKS = INTRO
