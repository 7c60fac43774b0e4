# Clue 3, "Primrose was out longer than Bluebell, and its renters were the
# Achebes.": "its" can be Primrose or Bluebell, and the two readings give
# different answers.
M = "Times out"
CATEGORIES = [
    ("Boats", ["Bluebell", "Daisy", "Primrose", "Snowdrop"]),
    ("Families", ["the Achebes", "the Brennans", "the Castillos", "the Dvořáks"]),
    (M, ["20 minutes", "30 minutes", "40 minutes", "50 minutes"], [20, 30, 40, 50]),
]
CLUES = [
    ("The Dvořáks were out on the lake for the shortest time.", lambda s: s.same("the Dvořáks", "20 minutes")),
    ("Snowdrop was out 10 minutes less than Bluebell.", lambda s: s.n(M, "Snowdrop") == s.n(M, "Bluebell") - 10),
    ("The Castillos didn't take Daisy.", lambda s: not s.same("the Castillos", "Daisy")),
    ("Daisy was out for 20 minutes.", lambda s: s.same("Daisy", "20 minutes")),
    ("The Brennans were out longer than the Castillos.", lambda s: s.n(M, "the Brennans") > s.n(M, "the Castillos")),
]
REFUSED = {
    "Primrose was out longer than Bluebell, and its renters were the Achebes.": {
        "its = Primrose": lambda s: s.n(M, "Primrose") > s.n(M, "Bluebell") and s.same("Primrose", "the Achebes"),
        "its = Bluebell": lambda s: s.n(M, "Primrose") > s.n(M, "Bluebell") and s.same("Bluebell", "the Achebes"),
    },
}
EXPECT = 6
INTRO = "Four families hired the swan-shaped pedal boats on the park lake one Sunday afternoon."
REMARKS = [INTRO]
QUESTIONS = [("Which boat did the Castillos take?", None)]
REFUSED_AT = 3
