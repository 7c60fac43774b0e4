C = "Cabins"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Families", ["Ahmed", "Brennan", "Costa", "Dubois", "Evans"]),
    ("Colours", ["blue", "coral", "lilac", "mint", "yellow"]),
    ("Ice creams", ["cherry", "coconut", "mango", "pistachio", "toffee"]),
    ("Games", ["cards", "chess", "frisbee", "kite", "volleyball"]),
]
SOLUTION = [
    ["1", "Costa", "yellow", "toffee", "kite"],
    ["2", "Evans", "blue", "mango", "cards"],
    ["3", "Ahmed", "lilac", "cherry", "volleyball"],
    ["4", "Dubois", "coral", "pistachio", "chess"],
    ["5", "Brennan", "mint", "coconut", "frisbee"],
]
CLUES = [
    ("The Ahmeds have the lilac cabin.", lambda s: s.same("Ahmed", "lilac")),
    ("The Brennans like coconut ice cream.", lambda s: s.same("Brennan", "coconut")),
    ("The Costas fly a kite.", lambda s: s.same("Costa", "kite")),
    ("The coral cabin is directly to the right of the lilac cabin.", lambda s: s.n(C, "coral") == s.n(C, "lilac") + 1),
    ("The family in the coral cabin plays chess.", lambda s: s.same("coral", "chess")),
    ("The Evans family eats mango ice cream.", lambda s: s.same("Evans", "mango")),
    ("Volleyball is played by the family in the middle cabin.", lambda s: s.n(C, "volleyball") == 3),
    ("The Costas are in the first cabin.", lambda s: s.n(C, "Costa") == 1),
    ("The family who play cards are next door to the family who fly a kite.", lambda s: near(s, "cards", "kite")),
    ("Toffee is the favourite in the yellow cabin.", lambda s: s.same("toffee", "yellow")),
    ("The Costas live next to the blue cabin.", lambda s: near(s, "Costa", "blue")),
    ("Cherry ice cream is eaten next door to the cabin where cards are played.", lambda s: near(s, "cherry", "cards")),
    ("The family in the mint cabin play frisbee.", lambda s: s.same("mint", "frisbee")),
    ("The Evans family are next door to the Costas.", lambda s: near(s, "Evans", "Costa")),
    ("The Brennans' cabin is at the right-hand end of the row.", lambda s: s.n(C, "Brennan") == 5),
]
QUESTIONS = [("Who eats pistachio? Which family plays frisbee?",
              lambda s: (s.v("Families", "pistachio"), s.v("Families", "frisbee")))]
NUM = None
DOT = False
INTRO = ["Five families rent five beach cabins that stand in a row on the sand. Each cabin is painted a different colour, and each family has a different favourite ice cream and a different beach game."]
OUTRO = ["Cabin 1 is at the left-hand end of the row."]
REMARKS = INTRO + OUTRO
