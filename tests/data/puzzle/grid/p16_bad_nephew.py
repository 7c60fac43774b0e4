P = "Prices"
CATEGORIES = [
    ("Bakers", ["Ilse", "Jorge", "Kerstin", "Lionel"]),
    ("Loaves", ["bloomer", "cob", "focaccia", "rye"]),
    ("Prices", ["$3.50", "$4.00", "$4.50", "$5.00"], [350, 400, 450, 500]),
]
CLUES = [
    ("The rye loaf was the most expensive.", lambda s: s.n(P, "rye") == 500),
    ("Kerstin's loaf was the cheapest, but it wasn't the cob.", lambda s: s.n(P, "Kerstin") == 350 and not s.same("Kerstin", "cob")),
    ("The focaccia cost $4.50.", lambda s: s.same("focaccia", "$4.50")),
    ("Ilse's loaf cost 50 cents more than the focaccia.", lambda s: s.n(P, "Ilse") == s.n(P, "focaccia") + 50),
]
BAD = (3, "Lionel's nephew baked the cob.")
REFUSED = {BAD[1]: {
    "'Lionel baked the cob'": lambda s: s.same("Lionel", "cob"),
    "'someone other than Lionel baked the cob'": lambda s: not s.same("Lionel", "cob"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four home bakers each sold one loaf at the village show, each at a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Lionel's nephew baked the cob.", must be refused: no category says
who is whose nephew, so the clue cannot be read from the puzzle's categories.
Without it the puzzle has two solutions (the cob is Jorge's or Lionel's). Misread
as "Lionel baked the cob" it gives one solution; read as "someone other than
Lionel baked the cob" it gives the other. Either way the answer is a guess."""
