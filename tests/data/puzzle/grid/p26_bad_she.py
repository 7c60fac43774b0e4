A = "Awards"
CATEGORIES = [
    ("Entrants", ["Mrs. Dunn", "Mrs. Oakes", "Ms. Ruiz", "Mr. Tate"]),
    ("Jams", ["apricot", "blackberry", "grape", "peach"]),
    ("Awards", ["blue ribbon", "red ribbon", "white ribbon", "honorable mention"], [1, 2, 3, 4]),
]
CLUES = [
    ("Mrs. Dunn's apricot jam took the white ribbon.",
     lambda s: s.same("Mrs. Dunn", "apricot") and s.same("Mrs. Dunn", "white ribbon")),
    ("The peach jam received the honorable mention.", lambda s: s.same("peach", "honorable mention")),
    ("Mr. Tate's jam placed just below the grape jam.", lambda s: s.n(A, "Mr. Tate") == s.n(A, "grape") + 1),
]
BAD = (4, "Ms. Ruiz told Mrs. Oakes that she had won the blue ribbon.")
REFUSED = {BAD[1]: {
    "'Ms. Ruiz won the blue ribbon'": lambda s: s.same("Ms. Ruiz", "blue ribbon"),
    "'Mrs. Oakes won the blue ribbon'": lambda s: s.same("Mrs. Oakes", "blue ribbon"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = [
    "Jams at the County Fair",
    "Four home cooks entered jams at the Marion County Fair. Each entered a different flavor, and the judges gave out a blue ribbon (first place), a red ribbon (second), a white ribbon (third), and an honorable mention (fourth). Determine each cook's jam and award.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Ms. Ruiz told Mrs. Oakes that she had won the blue ribbon.", must be
refused: "she" can be Ms. Ruiz or Mrs. Oakes, and both are women, so nothing in
the sentence decides. Without the clue the puzzle has two solutions (the grape
jam, which won the blue ribbon, is Ms. Ruiz's or Mrs. Oakes's; the other made the
peach). Reading "she" as the subject, Ms. Ruiz, gives one; reading it as Mrs.
Oakes gives the other. A reader that takes the nearest or the first woman named
answers confidently and may be wrong."""
