D = "Distances"
CATEGORIES = [
    ("Throwers", ["Wes", "Xena", "Yuri", "Zara"]),
    ("Discs", ["blue", "green", "orange", "white"]),
    ("Distances", ["30 yards", "54 yards", "57 yards", "60 yards"], [30, 54, 57, 60]),
]
CLUES = [
    ("Yuri threw the blue disc, which went the shortest distance.",
     lambda s: s.same("Yuri", "blue") and s.n(D, "blue") == 30),
    ("The green disc flew farther than Wes's disc.",
     lambda s: s.n(D, "green") > s.n(D, "Wes")),
    ("Xena threw the orange disc, and Wes threw the white one.",
     lambda s: s.same("Xena", "orange") and s.same("Wes", "white")),
]
BAD = (3, "Xena threw almost twice as far as Yuri.")
REFUSED = {BAD[1]: {
    "'exactly twice as far'": lambda s: s.n(D, "Xena") == 2 * s.n(D, "Yuri"),
    "'more than 1.5 times but less than twice as far'":
        lambda s: 1.5 * s.n(D, "Yuri") < s.n(D, "Xena") < 2 * s.n(D, "Yuri"),
}}
EXPECT = 3
NUM = "."
DOT = False
INTRO = ["Four friends had a frisbee-throwing contest on the beach, each with a disc of a different color."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Xena threw almost twice as far as Yuri.", must be refused: "almost
twice" fixes no distance. Yuri threw 30 yards (clue 1), and the other clues
leave Xena with 54, 57 or 60 yards (three solutions). 54 and 57 yards are both
"almost twice" 30 yards, so a reading that keeps the word "almost" leaves two
solutions and nothing chooses between them; a reader that drops "almost" and
reads "twice as far" gives Xena 60 yards, a single confident answer that the
clue's own wording argues against."""
