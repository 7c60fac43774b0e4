# No category lines: the intro gives the numbering (1 to 5 from left to right as
# you face the sea) and says what differs; the clues name the values, and the
# question names the two values no clue mentions.
N = "Umbrellas"
CATEGORY_LINES = False
CATEGORIES = [
    ("Umbrellas", ["1", "2", "3", "4", "5"]),
    ("Families", ["Abbotts", "Brennans", "Carvers", "Dunns", "Ellisons"]),
    ("Colours", ["coral", "lime", "navy", "turquoise", "yellow"]),
    ("Lunches", ["burgers", "fish and chips", "pasta salad", "sushi", "wraps"]),
    ("Games", ["badminton", "cricket", "frisbee", "kite", "volleyball"]),
]
SOLUTION = [
    ["1", "Carvers", "navy", "sushi", "frisbee"],
    ["2", "Ellisons", "yellow", "burgers", "cricket"],
    ["3", "Abbotts", "coral", "wraps", "kite"],
    ["4", "Dunns", "turquoise", "pasta salad", "volleyball"],
    ["5", "Brennans", "lime", "fish and chips", "badminton"],
]
def near(s, a, b):
    return abs(s.n(N, a) - s.n(N, b)) == 1
def at_end(s, a):
    return s.n(N, a) in (1, 5)
CLUES = [
    ("The Carvers are under the first umbrella.", lambda s: s.n(N, "Carvers") == 1),
    ("The family eating sushi is under the navy umbrella.", lambda s: s.same("sushi", "navy")),
    ("The turquoise umbrella is immediately to the right of the coral one.", lambda s: s.n(N, "turquoise") == s.n(N, "coral") + 1),
    ("The Ellisons are playing cricket.", lambda s: s.same("Ellisons", "cricket")),
    ("The family flying a kite is under the coral umbrella.", lambda s: s.same("kite", "coral")),
    ("The family eating burgers is next to the family with the frisbee.", lambda s: near(s, "burgers", "frisbee")),
    ("The Dunns are somewhere to the right of the Abbotts.", lambda s: s.n(N, "Dunns") > s.n(N, "Abbotts")),
    ("The family eating wraps is directly between the family eating burgers and the family playing volleyball.",
     lambda s: sorted([s.n(N, "burgers"), s.n(N, "volleyball")]) == [s.n(N, "wraps") - 1, s.n(N, "wraps") + 1]),
    ("The Brennans are eating fish and chips.", lambda s: s.same("Brennans", "fish and chips")),
    ("The yellow umbrella is next to the navy one.", lambda s: near(s, "yellow", "navy")),
    ("The volleyball players are under the turquoise umbrella.", lambda s: s.same("volleyball", "turquoise")),
    ("The Brennans' umbrella is lime.", lambda s: s.same("Brennans", "lime")),
]
QUESTIONS = [("Who is eating pasta salad? Who is playing badminton?",
              lambda s: (s.v("Families", "pasta salad"), s.v("Families", "badminton")))]
NUM = "."
INTRO = ["Five beach umbrellas stand in a row on the sand, numbered 1 to 5 from left to right as you face the sea. Each umbrella is a different colour and shades a different family, and each family has brought a different lunch and is playing a different game."]
OUTRO = []
REMARKS = INTRO + OUTRO
