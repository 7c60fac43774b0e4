P = "Marks"
CATEGORIES = [
    ("Growers", ["Mr Fell", "Mrs Gale", "Mr Hoad", "Mrs Ives"]),
    ("Entries", ["leeks", "marrow", "onions", "runner beans"]),
    ("Marks", ["12", "15", "18", "21"], [12, 15, 18, 21]),
]
CLUES = [
    ("The leeks, shown by Mr Fell, earned the top mark of 21.", lambda s: s.same("leeks", "Mr Fell") and s.same("leeks", "21")),
    ("Mrs Gale's runner beans were given 3 marks fewer than Mrs Ives's entry.",
     lambda s: s.same("Mrs Gale", "runner beans") and s.n(P, "Mrs Gale") == s.n(P, "Mrs Ives") - 3),
    ("Mr Hoad received the lowest mark.", lambda s: s.n(P, "Mr Hoad") == 12),
]
BAD = (3, "Mrs Ives's godson grew the marrow.")
REFUSED = {BAD[1]: {
    "'Mrs Ives grew the marrow'": lambda s: s.same("Mrs Ives", "marrow"),
    "'someone other than Mrs Ives grew the marrow'": lambda s: not s.same("Mrs Ives", "marrow"),
}}
EXPECT = 2
NUM = "."
INTRO = ["At the Long Buckby village show, four exhibitors each entered a different vegetable in the produce tent, and the judge gave each entry a different mark out of 25."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Mrs Ives's godson grew the marrow.", must be refused: the godson is no one in the puzzle
(no category says who is whose godson), so the clue tells only that somebody connected with Mrs Ives grew
the marrow. Without it the marrow is Mr Hoad's or Mrs Ives's; read as "Mrs Ives grew the marrow" it gives
one solution, read as "someone other than Mrs Ives grew it" the other."""
