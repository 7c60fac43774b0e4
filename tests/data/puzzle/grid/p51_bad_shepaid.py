P = "Prices"
CATEGORIES = [
    ("Customers", ["Mrs Hale", "Mrs Irwin", "Miss Jolly", "Mrs Kemble"]),
    ("Items", ["clock", "lamp", "teapot", "vase"]),
    ("Prices", ["£2", "£3", "£4", "£5"], [2, 3, 4, 5]),
]
CLUES = [
    ("Miss Jolly paid £1 more than the woman who bought the vase.", lambda s: s.n(P, "Miss Jolly") == s.n(P, "vase") + 1),
    ("The clock was the dearest thing sold all morning.", lambda s: s.n(P, "clock") == 5),
    ("Mrs Kemble spent less than Miss Jolly.", lambda s: s.n(P, "Mrs Kemble") < s.n(P, "Miss Jolly")),
    ("The lamp cost £1 less than the teapot.", lambda s: s.n(P, "lamp") == s.n(P, "teapot") - 1),
    ("The vase was the cheapest of the four.", lambda s: s.n(P, "vase") == 2),
]
BAD = (3, "Mrs Hale was chatting to Mrs Irwin at the till when she paid £4 for the teapot.")
REFUSED = {BAD[1]: {
    "'she' = Mrs Hale": lambda s: s.same("Mrs Hale", "teapot") and s.n(P, "teapot") == 4,
    "'she' = Mrs Irwin": lambda s: s.same("Mrs Irwin", "teapot") and s.n(P, "teapot") == 4,
}}
EXPECT = 2
NUM = "."
INTRO = ["Four women each bought one item from the bric-a-brac table at the Scouts' summer fair, and no two of them paid the same amount."]
ASK = "Can you work out what each woman bought and what she paid?"
QUESTIONS = [("Who bought the teapot?", lambda s: s.v("Customers", "teapot"))]
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
BAD_WHY = """Clue 3 must be refused: "she" could be either Mrs Hale or Mrs Irwin, the two
women the sentence names, and nothing in it says which. Without the clue the
puzzle has two solutions; read with "she" as Mrs Hale it gives one of them and
with "she" as Mrs Irwin it gives the other, so any answer to "Who bought the
teapot?" is a guess."""
