# To refuse: "Bridget's husband" - no category says who is married to whom.
Y = "Joined"
CATEGORIES = [
    ("Singers", ["Alan", "Bridget", "Colm", "Dolores"]),
    ("Parts", ["soprano", "alto", "tenor", "bass"]),
    ("Joined", ["2016", "2018", "2020", "2022"], [2016, 2018, 2020, 2022]),
]
CLUES = [
    ("Colm has been in the choir the longest.", lambda s: s.n(Y, "Colm") == 2016),
    ("Dolores joined two years after Alan.", lambda s: s.n(Y, "Dolores") == s.n(Y, "Alan") + 2),
    ("Bridget was the last of the four to join.", lambda s: s.n(Y, "Bridget") == 2022),
    ("Dolores, the alto, joined in 2020.", lambda s: s.same("Dolores", "alto") and s.n(Y, "Dolores") == 2020),
    ("Bridget doesn't sing bass, and the soprano joined later than the bass.",
     lambda s: not s.same("Bridget", "bass") and s.n(Y, "soprano") > s.n(Y, "bass")),
]
BAD = (3, "Bridget's husband sings tenor.")
REFUSED = {BAD[1]: {
    "'Bridget sings tenor'": lambda s: s.same("Bridget", "tenor"),
    "'Alan sings tenor'": lambda s: s.same("Alan", "tenor"),
    "'Colm sings tenor'": lambda s: s.same("Colm", "tenor"),
}}
EXPECT = 3
NUM = ")"
DOT = False
INTRO = ["Four members of the village choir sing different parts, and each joined the choir in a different year."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Bridget's husband sings tenor.", must be refused: no category says
who is married to whom, and nothing says that Bridget's husband is one of the four
singers at all. Without the clue the puzzle has three solutions, one with each of
Alan, Bridget and Colm as the tenor. Read carelessly as "Bridget sings tenor" (the
possessive dropped) it gives one confident solution, but so does each of the other
guesses: "Alan sings tenor" and "Colm sings tenor" each give a different one."""
