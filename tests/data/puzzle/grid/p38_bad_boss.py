P = "Prices"
CATEGORIES = [
    ("Customers", ["Hattie", "Ines", "Jules", "Kamal"]),
    ("Drinks", ["chai", "cortado", "latte", "mocha"]),
    ("Prices", ["$3.25", "$3.50", "$3.75", "$4.00"], [325, 350, 375, 400]),
]
CLUES = [
    ("The mocha cost 25 cents more than the latte.", lambda s: s.n(P, "mocha") == s.n(P, "latte") + 25),
    ("Hattie's drink was the least expensive.", lambda s: s.n(P, "Hattie") == 325),
    ("The cortado cost $3.50.", lambda s: s.same("cortado", "$3.50")),
    ("Ines paid more than Kamal.", lambda s: s.n(P, "Ines") > s.n(P, "Kamal")),
    ("Kamal didn't order the latte.", lambda s: not s.same("Kamal", "latte")),
]
BAD = (3, "Jules's boss ordered the mocha.")
REFUSED = {BAD[1]: {
    "'Jules ordered the mocha'": lambda s: s.same("Jules", "mocha"),
    "'someone other than Jules ordered the mocha'": lambda s: not s.same("Jules", "mocha"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four coworkers each bought one drink at the coffee cart."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Jules's boss ordered the mocha.", must be refused: no category says
who is whose boss, so the clue cannot be read from the puzzle's categories (it does
not say that Jules ordered the mocha, and it does not say that Jules did not).
Without it the puzzle has two solutions. Misread as "Jules ordered the mocha" it
gives one solution; read as "someone other than Jules ordered the mocha" it gives
the other."""
