Y = "Years"
CATEGORIES = [
    ("Residents", ["Mrs. Ahn", "Mr. Bell", "Ms. Cho", "Mr. Dove"]),
    ("Doorbells", ["buzzer", "chime", "knocker", "melody"]),
    ("Years", ["2019", "2020", "2021", "2022"], [2019, 2020, 2021, 2022]),
]
CLUES = [
    ("The buzzer is the oldest of the four.", lambda s: s.n(Y, "buzzer") == 2019),
    ("Mr. Bell installed his doorbell in 2019.", lambda s: s.same("Mr. Bell", "2019")),
    ("Ms. Cho's melody doorbell was the last to go in, in 2022.", lambda s: s.same("Ms. Cho", "melody") and s.n(Y, "Ms. Cho") == 2022),
    ("The chime was installed a year after the knocker.", lambda s: s.n(Y, "chime") == s.n(Y, "knocker") + 1),
]
BAD = (3, "Mrs. Dove had her doorbell put in in 2021.")
REFUSED = {BAD[1]: {
    "'Mr. Dove' (the title misprinted)": lambda s: s.same("Mr. Dove", "2021"),
    "'Mrs. Ahn' (the only Mrs. of the puzzle)": lambda s: s.same("Mrs. Ahn", "2021"),
}}
EXPECT = 2
NUM = "."
INTRO = ["Four neighbors on Larch Lane each replaced their doorbell in a different year with a different kind of bell."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Mrs. Dove had her doorbell put in in 2021.", must be refused: it names no one
in the puzzle (the residents are Mrs. Ahn and Mr. Dove, not Mrs. Dove). Without it the 2021 chime
is Mrs. Ahn's or Mr. Dove's (two solutions); taking it as Mr. Dove or as Mrs. Ahn picks one of them."""
