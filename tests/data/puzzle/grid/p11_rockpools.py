# Children's magazine: counts of creatures as bare numbers.
C = "Numbers"
def c(s, x):
    return s.n(C, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Children", ["Hattie", "Isaac", "Jude", "Kit"]),
    ("Creatures", ["crabs", "sea anemones", "shrimps", "starfish"]),
    ("Numbers", ["2", "3", "5", "6"], [2, 3, 5, 6]),
    ("Buckets", ["blue", "green", "orange", "red"]),
]
SOLUTION = [("Hattie", "starfish", "3", "green"), ("Isaac", "crabs", "6", "red"),
            ("Jude", "sea anemones", "2", "orange"), ("Kit", "shrimps", "5", "blue")]
INTRO = ["Four friends went rock pooling at the seaside. Each child had a different bucket and found a different kind of sea creature. Nobody found the same number as anyone else."]
CLUES = [
    ("Isaac found the most.", lambda s: c(s, "Isaac") == 6),
    ("Kit found 3 more than Jude.", lambda s: c(s, "Kit") == c(s, "Jude") + 3),
    ("The crabs went in the red bucket.", lambda s: s.same("crabs", "red")),
    ("Hattie found starfish.", lambda s: s.same("Hattie", "starfish")),
    ("The shrimps were not in the green bucket or the orange bucket.", lambda s: not s.same("shrimps", "green") and not s.same("shrimps", "orange")),
    ("Jude had the orange bucket.", lambda s: s.same("Jude", "orange")),
    ("Neither Jude nor Kit found crabs.", lambda s: not s.same("Jude", "crabs") and not s.same("Kit", "crabs")),
]
QUESTIONS = [("How many shrimps were found?", lambda s: s.v("Numbers", "shrimps"))]
REMARKS = INTRO
