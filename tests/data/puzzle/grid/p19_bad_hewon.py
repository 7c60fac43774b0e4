R = "Places"
CATEGORIES = [
    ("Riders", ["Mr Dale", "Mr Evans", "Mrs Ford", "Ms Grant"]),
    ("Ponies", ["bay", "chestnut", "grey", "piebald"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
CLUES = [
    ("The chestnut won.", lambda s: s.n(R, "chestnut") == 1),
    ("Mrs Ford finished directly ahead of Mr Dale.", lambda s: s.n(R, "Mr Dale") == s.n(R, "Mrs Ford") + 1),
    ("Ms Grant, who rode the piebald, came last.", lambda s: s.same("Ms Grant", "piebald") and s.n(R, "Ms Grant") == 4),
    ("Mr Evans didn't win.", lambda s: s.n(R, "Mr Evans") != 1),
]
BAD = (4, "Mr Dale finished ahead of Mr Evans, and he rode the grey.")
REFUSED = {BAD[1]: {
    "'he' = Mr Dale": lambda s: s.n(R, "Mr Dale") < s.n(R, "Mr Evans") and s.same("Mr Dale", "grey"),
    "'he' = Mr Evans": lambda s: s.n(R, "Mr Dale") < s.n(R, "Mr Evans") and s.same("Mr Evans", "grey"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four riders took part in the pony club's cross-country round, each on a different pony."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mr Dale finished ahead of Mr Evans, and he rode the grey.", must be
refused: "he" can be Mr Dale or Mr Evans, both men, both named in the clause
before it, and nothing in the puzzle settles which. Without the clue the puzzle
has two solutions (the grey is Mr Dale's or Mr Evans's). Reading "he" as the
subject, Mr Dale, gives one solution; reading it as the nearer name, Mr Evans,
gives the other. A reader that takes the subject by habit answers confidently,
but the text does not say which rider had the grey."""
