W = "Weights"
A = "Admitted"
def w(s, x):
    return s.n(W, x)
def a(s, x):
    return s.n(A, x)
NUM = "1)"
CATEGORIES = [
    ("Hedgehogs", ["Bramble", "Conker", "Nutmeg", "Pip"]),
    ("Weights", ["410 g", "455 g", "520 g", "600 g"], [410, 455, 520, 600]),
    ("Admitted", ["3 October", "10 October", "17 October", "24 October"], [3, 10, 17, 24]),
    ("Found in", ["compost heap", "garage", "shed", "woodpile"]),
]
SOLUTION = [
    ("Bramble", "520 g", "10 October", "woodpile"),
    ("Conker", "410 g", "24 October", "garage"),
    ("Nutmeg", "600 g", "3 October", "compost heap"),
    ("Pip", "455 g", "17 October", "shed"),
]
INTRO = ["From the Thistledown Hedgehog Rescue newsletter: four autumn arrivals, each found somewhere different and each brought in on a different Saturday, were weighed on arrival."]
REMARKS = INTRO
CLUES = [
    ("The heaviest hedgehog, Nutmeg, came in first.", lambda s: w(s, "Nutmeg") == 600 and a(s, "Nutmeg") == 3),
    ("The hedgehog found in the garage arrived a week after Pip.", lambda s: a(s, "garage") == a(s, "Pip") + 7),
    ("Bramble weighed 65 g more than the shed hedgehog.", lambda s: w(s, "Bramble") == w(s, "shed") + 65),
    ("The lightest hedgehog was not found in the shed.", lambda s: not s.same("410 g", "shed")),
    ("The woodpile hedgehog was admitted a week before the one found in the shed.", lambda s: a(s, "woodpile") == a(s, "shed") - 7),
    ("Conker wasn't brought in on 10 October.", lambda s: not s.same("Conker", "10 October")),
    ("Conker was the most recent arrival.", lambda s: a(s, "Conker") == 24),
    ("Nutmeg had been curled up in the compost heap.", lambda s: s.same("Nutmeg", "compost heap")),
]
QUESTIONS = [("Where was Pip found?", lambda s: s.v("Found in", "Pip"))]
