W = "Weights"
CATEGORIES = [
    ("Anglers", ["Greta", "Hank", "Iona", "Jules"]),
    ("Lakes", ["Bass Lake", "Cedar Lake", "Elk Lake", "Fox Lake"]),
    ("Weights", ["2 pounds", "3 pounds", "4 pounds", "5 pounds"], [2, 3, 4, 5]),
]
CLUES = [
    ("The Cedar Lake angler caught a heavier fish than Greta.", lambda s: s.n(W, "Cedar Lake") > s.n(W, "Greta")),
    ("Jules fished on Fox Lake.", lambda s: s.same("Jules", "Fox Lake")),
    ("Hank's fish weighed 1 pound less than the one from Bass Lake.", lambda s: s.n(W, "Hank") == s.n(W, "Bass Lake") - 1),
    ("The lightest fish came out of Elk Lake.", lambda s: s.n(W, "Elk Lake") == 2),
    ("Hank's fish was lighter than Jules's.", lambda s: s.n(W, "Hank") < s.n(W, "Jules")),
]
BAD = (3, "Iona's neighbor caught the heaviest fish.")
REFUSED = {BAD[1]: {
    "'Iona caught the heaviest fish'": lambda s: s.n(W, "Iona") == 5,
    "'someone other than Iona caught the heaviest fish'": lambda s: s.n(W, "Iona") != 5,
}}
EXPECT = 3
NUM = None
DOT = False
INTRO = ["Four anglers entered the ice fishing derby, each on a different lake."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Iona's neighbor caught the heaviest fish.", must be refused: no
category says who lives next to whom, so the clue cannot be read from the
puzzle's categories. Without it the puzzle has three solutions. Misread as
"Iona caught the heaviest fish" (dropping "'s neighbor") it gives exactly one,
so a careless reader answers confidently (Iona, 5 pounds, Cedar Lake) from a
reading the text does not support. Read as "someone other than Iona caught the
heaviest fish", which is all that follows if the neighbor is one of the four
anglers, it still leaves two solutions (Jules's fish is the heaviest, but
Greta's, Hank's and Iona's lakes and weights stay open)."""
