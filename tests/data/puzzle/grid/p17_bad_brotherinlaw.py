W = "Weights"
CATEGORIES = [
    ("Growers", ["Mr Abel", "Mr Boyd", "Mr Crisp", "Mr Drew"]),
    ("Vegetables", ["carrots", "leeks", "onions", "parsnips"]),
    ("Weights", ["3 lb", "5 lb", "8 lb", "12 lb"], [3, 5, 8, 12]),
]
CLUES = [
    ("The leeks weighed 8 lb, and they were Mr Abel's.", lambda s: s.same("leeks", "8 lb") and s.same("leeks", "Mr Abel")),
    ("Mr Boyd's onions were the lightest entry.", lambda s: s.same("Mr Boyd", "onions") and s.n(W, "onions") == 3),
    ("The parsnips outweighed the carrots by 7 lb.", lambda s: s.n(W, "parsnips") == s.n(W, "carrots") + 7),
]
BAD = (3, "Mr Crisp's brother-in-law grew the parsnips.")
REFUSED = {BAD[1]: {
    "'Mr Crisp grew the parsnips'": lambda s: s.same("Mr Crisp", "parsnips"),
    "'someone other than Mr Crisp grew the parsnips'": lambda s: not s.same("Mr Crisp", "parsnips"),
}}
QUESTIONS = [("Who grew the heaviest entry?", lambda s: s.v("Growers", "12 lb"))]
EXPECT = 2
NUM = ")"
DOT = True
INTRO = ["Four allotment holders each entered one basket of vegetables in the autumn show, and no two baskets weighed the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Mr Crisp's brother-in-law grew the parsnips.", must be refused: no
category says who is whose brother-in-law, so the clue cannot be read from the
puzzle's categories. Without it the puzzle has two solutions (the parsnips are
Mr Crisp's or Mr Drew's). Misread as "Mr Crisp grew the parsnips" it gives one
solution; read as "someone other than Mr Crisp grew the parsnips" (or "Mr Drew
is Mr Crisp's brother-in-law") it gives the other. Either way the answer is a
guess."""
