W = "Weights"
CATEGORIES = [
    ("Anglers", ["Mr. Dahl", "Mr. Platt", "Mr. Pratt", "Mr. Voigt"]),
    ("Fish", ["crappie", "northern pike", "perch", "walleye"]),
    ("Weights", ["2 pounds", "3 pounds", "4 pounds", "5 pounds"], [2, 3, 4, 5]),
]
CLUES = [
    ("The northern pike was the heaviest fish weighed in, and Mr. Voigt caught it.",
     lambda s: s.n(W, "northern pike") == 5 and s.same("Mr. Voigt", "northern pike")),
    ("The perch weighed a pound less than the crappie.", lambda s: s.n(W, "perch") == s.n(W, "crappie") - 1),
    ("Mr. Dahl's fish weighed 2 pounds, but it wasn't the crappie.",
     lambda s: s.n(W, "Mr. Dahl") == 2 and not s.same("Mr. Dahl", "crappie")),
    ("The walleye outweighed the crappie.", lambda s: s.n(W, "walleye") > s.n(W, "crappie")),
]
BAD = (5, "Mr. Patt caught the walleye.")
REFUSED = {BAD[1]: {
    "'Mr. Platt caught the walleye'": lambda s: s.same("Mr. Platt", "walleye"),
    "'Mr. Pratt caught the walleye'": lambda s: s.same("Mr. Pratt", "walleye"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four men each brought one fish to the scale at the Lake Mille Lacs ice fishing derby. Each caught a different kind of fish, and no two fish weighed the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Mr. Patt caught the walleye.", must be refused: there is no Mr. Patt.
The name is one letter away from both Mr. Platt and Mr. Pratt (drop the "l"
or the "r"), so it cannot be corrected to either with any confidence.
Without the clue the puzzle has two solutions: the walleye and the crappie
belong to Mr. Platt and Mr. Pratt in either order. Read as "Mr. Platt" the
clue gives one solution; read as "Mr. Pratt" it gives the other."""
