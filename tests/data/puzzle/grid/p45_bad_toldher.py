F, L, P = "First names", "Last names", "Places"
CATEGORIES = [
    (F, ["Ruth", "Sally", "Tina", "Vera"]),
    (L, ["Kemp", "Pell", "Quist", "Rusk"]),
    (P, ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
CLUES = [
    ("Vera, whose last name is Rusk, finished last.", lambda s: s.same("Vera", "Rusk") and s.n(P, "Vera") == 4),
    ("Ms. Kemp finished second.", lambda s: s.n(P, "Kemp") == 2),
    ("Sally's last name is Pell.", lambda s: s.same("Sally", "Pell")),
    ("Ruth isn't Ms. Kemp.", lambda s: not s.same("Ruth", "Kemp")),
]
BAD = (4, "After the race Ruth told Ms. Pell that she had finished ahead of Ms. Kemp.")
REFUSED = {BAD[1]: {
    "'Ruth finished ahead of Ms. Kemp'": lambda s: s.n(P, "Ruth") < s.n(P, "Kemp"),
    "'Ms. Pell finished ahead of Ms. Kemp'": lambda s: s.n(P, "Pell") < s.n(P, "Kemp"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four women ran the Harvest Home 5K on Saturday morning and finished in four different places.",
         "Find each runner's full name and where she finished."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "After the race Ruth told Ms. Pell that she had finished ahead of Ms. Kemp.",
must be refused: "she" can be Ruth or Ms. Pell (Sally), and nothing in the
sentence decides which. Without the clue the puzzle has two solutions (Ruth and
Sally Pell share 1st and 3rd, with Tina Kemp 2nd). Read with "she" = Ruth it
gives Ruth 1st; read with "she" = Ms. Pell it gives Sally 1st. A reader that
resolves the pronoun to the nearest woman or to the subject answers with
confidence, and half the time wrongly."""
