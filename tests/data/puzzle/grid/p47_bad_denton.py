T = "Trains"
CATEGORIES = [
    ("Commuters", ["Mr Benton", "Mrs Dutton", "Mr Fenton", "Miss Hatton"]),
    ("Stations", ["Chelmsford", "Ingatestone", "Shenfield", "Witham"]),
    ("Trains", ["7:10", "7:25", "7:40", "7:55"], [430, 445, 460, 475]),
]
CLUES = [
    ("Mrs Dutton boards at Witham and catches the earliest train.",
     lambda s: s.same("Mrs Dutton", "Witham") and s.n(T, "Mrs Dutton") == 430),
    ("Mr Benton gets on at Ingatestone.", lambda s: s.same("Mr Benton", "Ingatestone")),
    ("The Chelmsford commuter isn't Miss Hatton, who takes the last of the four trains.",
     lambda s: not s.same("Chelmsford", "Miss Hatton") and s.n(T, "Miss Hatton") == 475),
]
BAD = (2, "Mr Denton catches the 7:25.")
REFUSED = {BAD[1]: {
    "'Mr Benton catches the 7:25'": lambda s: s.same("Mr Benton", "7:25"),
    "'Mr Fenton catches the 7:25'": lambda s: s.same("Mr Fenton", "7:25"),
}}
EXPECT = 2
NUM = "."
INTRO = ["Four commuters travel up to Liverpool Street each weekday morning, each boarding at a different station and each catching a different train."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 2, "Mr Denton catches the 7:25.", must be refused: there is no Mr Denton in the puzzle. Without it
Mr Benton and Mr Fenton take the 7:25 and the 7:40 one way or the other; taken as a misprint for Mr Benton it
gives one solution, taken as a misprint for Mr Fenton the other."""
