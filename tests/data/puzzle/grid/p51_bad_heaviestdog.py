P = "Places"
CATEGORIES = [
    ("Owners", ["Mrs Appleby", "Mr Bramwell", "Miss Carrick", "Mr Dacre"]),
    ("Dogs", ["Bonnie", "Max", "Rufus", "Tess"]),
    ("Places", ["1st", "2nd", "3rd", "4th"]),
]
CLUES = [
    ("Tess, Mrs Appleby's dog, was placed immediately above Max.",
     lambda s: s.same("Tess", "Mrs Appleby") and s.n(P, "Tess") == s.n(P, "Max") - 1),
    ("Bonnie, who belongs to Mr Bramwell, wasn't placed last.",
     lambda s: s.same("Bonnie", "Mr Bramwell") and s.n(P, "Bonnie") != 4),
    ("Mr Dacre doesn't own Max.", lambda s: not s.same("Mr Dacre", "Max")),
]
BAD = (2, "The heaviest of the four dogs came second.")
def heaviest(dog):
    return lambda s: s.n(P, dog) == 2
REFUSED = {BAD[1]: {f"'the heaviest dog' = {d}": heaviest(d) for d in ["Bonnie", "Max", "Rufus", "Tess"]}}
EXPECT = 4
NUM = "."
INTRO = ["Four dogs were entered in the veterans' class at the Brampton show, and the judge placed them first to fourth."]
ASK = "Can you name each owner's dog and say where it was placed?"
QUESTIONS = [("Where was Rufus placed?", lambda s: s.v(P, "Rufus"))]
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
BAD_WHY = """Clue 2 must be refused: no category gives the dogs' weights, so nothing in the
puzzle says which dog is "the heaviest of the four". Without the clue there are
four solutions, one with each dog in second place, and taking each dog in turn
as the heaviest picks a different one of them, so any answer is a guess."""
