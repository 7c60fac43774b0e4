T = "Hours"
CATEGORIES = [
    ("Renters", ["Alonzo", "Brett", "Curtis", "Dario"]),
    ("Kayaks", ["blue", "green", "orange", "yellow"]),
    ("Hours", ["1 hour", "2 hours", "3 hours", "4 hours"], [1, 2, 3, 4]),
]
CLUES = [
    ("Curtis had the yellow kayak.", lambda s: s.same("Curtis", "yellow")),
    ("The yellow kayak was out 2 hours longer than Brett's.", lambda s: s.n(T, "yellow") == s.n(T, "Brett") + 2),
    ("Dario's kayak was out for less time than Brett's.", lambda s: s.n(T, "Dario") < s.n(T, "Brett")),
    ("The blue kayak went out for just 1 hour.", lambda s: s.n(T, "blue") == 1),
]
BAD = (4, "Alonzo's kayak was out an hour longer than Brett's, and his was the orange one.")
REFUSED = {BAD[1]: {
    "'Alonzo's was the orange one'": lambda s: s.n(T, "Alonzo") == s.n(T, "Brett") + 1 and s.same("Alonzo", "orange"),
    "'Brett's was the orange one'": lambda s: s.n(T, "Alonzo") == s.n(T, "Brett") + 1 and s.same("Brett", "orange"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four friends each rented a different kayak at the lake on Sunday."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Alonzo's kayak was out an hour longer than Brett's, and his was the
orange one.", must be refused: "his" can be Alonzo's (the subject) or Brett's (the
man named just before it), and the sentence gives no way to choose. Without
the clue the puzzle has two solutions, which differ only in whether Alonzo or Brett
had the orange kayak (the other had the green one). Read with "his" as Alonzo's the
clue gives one solution; read as Brett's it gives the other. A reader that takes
the subject, or the nearest name, by habit answers confidently and may be wrong."""
