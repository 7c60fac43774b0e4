# Classic text in the manner of the 1962 zebra puzzle: an American farmers market,
# stalls numbered from the parking lot, "color" spelled the American way.
S = "Stalls"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Vendors", ["Otis", "Rosa", "Hank", "Lupe", "Marge"]),
    ("Goods", ["maple syrup", "salsa", "honey", "goat cheese", "sourdough"]),
    ("Awnings", ["green", "red", "yellow", "white", "blue"]),
    ("Hometowns", ["Cedar Falls", "Millbrook", "Oak Ridge", "Fairview", "Riverton"]),
]
SOLUTION = [
    ["1", "Otis", "maple syrup", "green", "Cedar Falls"],
    ["2", "Rosa", "salsa", "red", "Millbrook"],
    ["3", "Hank", "honey", "yellow", "Oak Ridge"],
    ["4", "Lupe", "goat cheese", "white", "Fairview"],
    ["5", "Marge", "sourdough", "blue", "Riverton"],
]
CLUES = [
    ("There are five stalls in a row at the farmers market.", lambda s: True),
    ("Hank sells honey.", lambda s: s.same("Hank", "honey")),
    ("The stall with the red awning sells salsa.", lambda s: s.same("red", "salsa")),
    ("The vendor from Fairview sells goat cheese.", lambda s: s.same("Fairview", "goat cheese")),
    ("The yellow awning is over the middle stall.", lambda s: s.n(S, "yellow") == 3),
    ("The white awning is immediately to the right of the yellow one.", lambda s: s.n(S, "white") == s.n(S, "yellow") + 1),
    ("Otis has the first stall.", lambda s: s.n(S, "Otis") == 1),
    ("Marge comes from Riverton.", lambda s: s.same("Marge", "Riverton")),
    ("The maple syrup is sold at the stall next to the vendor from Millbrook.", lambda s: near(s, "maple syrup", "Millbrook")),
    ("Rosa's stall is next to Otis's.", lambda s: near(s, "Rosa", "Otis")),
    ("Salsa is sold right next to Otis's stall.", lambda s: near(s, "salsa", "Otis")),
    ("The sourdough is sold under the blue awning.", lambda s: s.same("sourdough", "blue")),
    ("The honey seller is from Oak Ridge.", lambda s: s.same("honey", "Oak Ridge")),
    ("Hank's stall is immediately to the left of Lupe's.", lambda s: s.n(S, "Hank") == s.n(S, "Lupe") - 1),
    ("Lupe's awning is white.", lambda s: s.same("Lupe", "white")),
]
QUESTIONS = [("Who sells the sourdough? Who comes from Cedar Falls?",
              lambda s: (s.v("Vendors", "sourdough"), s.v("Vendors", "Cedar Falls")))]
NUM = None
DOT = False
INTRO = []
OUTRO = ["Each stall has an awning of a different color, and its vendor sells different goods and comes from a different town. Stall 1 is the first stall, nearest the parking lot, and \"to the right\" means farther from the parking lot."]
REMARKS = INTRO + OUTRO
