S = "Sales"
CATEGORIES = [
    ("Owners", ["Lucia", "Omar", "Pete", "Yuki"]),
    ("Trucks", ["crepes", "dumplings", "tacos", "waffles"]),
    ("Sales", ["$410", "$530", "$620", "$745"], [410, 530, 620, 745]),
]
CLUES = [
    ("The waffle truck took in $745.", lambda s: s.same("waffles", "$745")),
    ("Lucia's truck made $125 more than Omar's.", lambda s: s.n(S, "Lucia") == s.n(S, "Omar") + 125),
    ("Pete's sales were the lowest of the four.", lambda s: s.n(S, "Pete") == 410),
    ("The crepe truck isn't Yuki's, and it didn't make $620.",
     lambda s: not s.same("crepes", "Yuki") and not s.same("crepes", "$620")),
]
BAD = (4, "Omar's business partner runs the taco truck.")
REFUSED = {BAD[1]: {
    "'Omar runs the taco truck'": lambda s: s.same("Omar", "tacos"),
    "'someone other than Omar runs the taco truck'": lambda s: not s.same("Omar", "tacos"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four food trucks parked at the Friday night market, each run by a different owner."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Omar's business partner runs the taco truck.", must be refused: no
category says who is whose business partner, so the clue cannot be read from the
puzzle's categories. Without it the puzzle has two solutions. Read as "Omar runs
the taco truck" (the possessive dropped) it gives one of them; read as "someone
other than Omar runs the taco truck" it gives the other."""
