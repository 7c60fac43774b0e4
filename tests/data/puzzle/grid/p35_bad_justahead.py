T = "Times"
CATEGORIES = [
    ("Runners", ["Ari", "Bex", "Colm", "Dara"]),
    ("Times", ["19 minutes", "20 minutes", "22 minutes", "25 minutes"], [19, 20, 22, 25]),
    ("Clubs", ["Harriers", "Pacers", "Striders", "Trotters"]),
]
CLUES = [
    ("The Harriers runner was the slowest.", lambda s: s.n(T, "Harriers") == 25),
    ("Dara runs for the Harriers, and Colm runs for the Pacers.",
     lambda s: s.same("Dara", "Harriers") and s.same("Colm", "Pacers")),
    ("Ari, who runs for the Striders, didn't finish in 20 minutes.",
     lambda s: s.same("Ari", "Striders") and not s.same("Ari", "20 minutes")),
]
BAD = (2, "Bex finished just ahead of Colm.")
REFUSED = {BAD[1]: {
    "'1 minute ahead of Colm'": lambda s: s.n(T, "Bex") == s.n(T, "Colm") - 1,
    "'in the place immediately ahead of Colm'": lambda s: s.n(T, "Colm") == min(
        t for t in (19, 20, 22, 25) if t > s.n(T, "Bex")) if s.n(T, "Bex") < 25 else False,
    "'somewhere ahead of Colm'": lambda s: s.n(T, "Bex") < s.n(T, "Colm"),
}}
EXPECT = 4
NUM = None
DOT = False
INTRO = ["Four club runners ran the Sunday 5K."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 2, "Bex finished just ahead of Colm.", must be refused: "just ahead" gives
no margin the times can be checked against. It may mean the next place ahead,
or a small but unstated number of minutes (one? two?). Without the clue the
puzzle has four solutions. Read as "1 minute ahead" it gives one solution;
read as "the place immediately ahead" or "somewhere ahead" it gives two,
so a reader that picks a margin answers with confidence from a guess."""
