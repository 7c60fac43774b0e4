# Newspaper weekly: five categories of three values; prize places.
B = "Blooms"
PL = "Prizes"
def b(s, x):
    return s.n(B, x)
def pl(s, x):
    return s.n(PL, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Growers", ["Mr. Nakamura", "Mrs. Penhaligon", "Miss Quartermaine"]),
    ("Orchids", ["dancing lady", "moth orchid", "slipper orchid"]),
    ("Blooms", ["7 blooms", "11 blooms", "14 blooms"], [7, 11, 14]),
    ("Pots", ["clay", "glass", "plastic"]),
    ("Prizes", ["1st", "2nd", "3rd"], [1, 2, 3]),
]
SOLUTION = [("Mr. Nakamura", "slipper orchid", "7 blooms", "glass", "2nd"),
            ("Mrs. Penhaligon", "moth orchid", "14 blooms", "clay", "3rd"),
            ("Miss Quartermaine", "dancing lady", "11 blooms", "plastic", "1st")]
INTRO = ["Only three orchids were entered in this year's village show, so all three took a prize."]
CLUES = [
    ("The winning orchid was in a plastic pot.", lambda s: pl(s, "plastic") == 1),
    ("The orchid with the most blooms came third.", lambda s: pl(s, "14 blooms") == 3),
    ("Mr. Nakamura's slipper orchid had 4 fewer blooms than the dancing lady.", lambda s: s.same("Mr. Nakamura", "slipper orchid") and b(s, "slipper orchid") == b(s, "dancing lady") - 4),
    ("Mrs. Penhaligon did not use a glass pot.", lambda s: not s.same("Mrs. Penhaligon", "glass")),
    ("Miss Quartermaine's orchid beat Mr. Nakamura's.", lambda s: pl(s, "Miss Quartermaine") < pl(s, "Mr. Nakamura")),
]
QUESTIONS = [("Who won first prize?", lambda s: s.v("Growers", "1st"))]
REMARKS = INTRO
