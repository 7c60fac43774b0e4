P = "Prices"
CATEGORIES = [
    ("Groomers", ["Anya", "Bea", "Cleo", "Dot"]),
    ("Breeds", ["beagle", "poodle", "schnauzer", "spaniel"]),
    ("Prices", ["£20", "£25", "£30", "£35"], [20, 25, 30, 35]),
]
CLUES = [
    ("Dot charged the most.", lambda s: s.n(P, "Dot") == 35),
    ("Cleo groomed the beagle, which was the cheapest of the four.",
     lambda s: s.same("Cleo", "beagle") and s.n(P, "beagle") == 20),
    ("The schnauzer cost £35.", lambda s: s.same("schnauzer", "£35")),
    ("Bea charged £25.", lambda s: s.same("Bea", "£25")),
]
BAD = (4, "Anya charged £5 more than Bea, and she groomed the poodle.")
REFUSED = {BAD[1]: {
    "'Anya groomed the poodle'": lambda s: s.n(P, "Anya") == s.n(P, "Bea") + 5 and s.same("Anya", "poodle"),
    "'Bea groomed the poodle'": lambda s: s.n(P, "Anya") == s.n(P, "Bea") + 5 and s.same("Bea", "poodle"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four groomers at the Waggy Tails salon each washed and clipped one dog on Tuesday morning, each for a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Anya charged £5 more than Bea, and she groomed the poodle.", must be
refused: "she" can be Anya or Bea, both women named in the first half of the
sentence, and nothing in the puzzle decides which. The first half (Anya paid £5
more than Bea) is already given by the other clues; only the pronoun matters.
Without the clue the puzzle has two solutions (the poodle is Anya's or Bea's).
A reader that takes "she" as the subject, Anya, gives a confident answer with
Anya and the poodle; taking "she" as the nearer name, Bea, gives the other
solution. Either way the answer is a guess."""
