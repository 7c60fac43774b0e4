P = "Prices"
CATEGORIES = [
    ("Buyers", ["Ezra", "Lotte", "Pia", "Rafael"]),
    ("Tables", ["cherry", "maple", "oak", "walnut"]),
    ("Prices", ["$20", "$25", "$30", "$35"], [20, 25, 30, 35]),
]
CLUES = [
    ("Rafael paid the most.", lambda s: s.n(P, "Rafael") == 35),
    ("The walnut table cost $15 more than the maple table.", lambda s: s.n(P, "walnut") == s.n(P, "maple") + 15),
    ("Pia's table was the cheapest.", lambda s: s.n(P, "Pia") == 20),
    ("Lotte didn't buy the cherry table.", lambda s: not s.same("Lotte", "cherry")),
]
BAD = (4, "The oak table cost a few dollars more than Pia's table.")
REFUSED = {BAD[1]: {
    "'$5 more than Pia's'": lambda s: s.n(P, "oak") == s.n(P, "Pia") + 5,
    "'$10 more than Pia's'": lambda s: s.n(P, "oak") == s.n(P, "Pia") + 10,
    "'more than Pia's' (any amount)": lambda s: s.n(P, "oak") > s.n(P, "Pia"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "The oak table cost a few dollars more than Pia's table.", must be
refused: "a few dollars" is no amount. The prices go up in steps of $5, so
"a few dollars more" could be $5 more or $10 more (or $15). Without the clue the
puzzle has two solutions. Read as "$5 more" it gives one of them, read as
"$10 more" the other, and read as plain "more than" it leaves both. A reader
that turns "a few" into a number prints a confident answer that may be wrong."""
