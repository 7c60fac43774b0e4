P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Carl", "Dwight", "Marian", "Tess"]),
    ("Books", ["almanac", "atlas", "novel", "songbook"]),
    ("Prices", ["$1.00", "$1.50", "$2.00", "$2.50"], [100, 150, 200, 250]),
]
CLUES = [
    ("The atlas was the cheapest book of the four.", lambda s: s.n(P, "atlas") == 100),
    ("Marian paid $1.00 more than Tess.", lambda s: s.n(P, "Marian") == s.n(P, "Tess") + 100),
    ("Tess didn't buy the atlas.", lambda s: not s.same("Tess", "atlas")),
    ("Marian went home with the songbook.", lambda s: s.same("Marian", "songbook")),
    ("The novel cost more than the almanac.", lambda s: s.n(P, "novel") > s.n(P, "almanac")),
]
BAD = (5, "Carl ran into Dwight at the checkout table, and his book cost 50 cents more than Tess's.")
REFUSED = {BAD[1]: {
    "'Carl's book cost 50 cents more than Tess's'": lambda s: s.n(P, "Carl") == s.n(P, "Tess") + 50,
    "'Dwight's book cost 50 cents more than Tess's'": lambda s: s.n(P, "Dwight") == s.n(P, "Tess") + 50,
}}
EXPECT = 2
QUESTIONS = [("Who bought the atlas?", None)]
NUM = "."
DOT = False
INTRO = [
    "Friends of the Library",
    "Four friends each bought one book at the Friends of the Library sale on Saturday, and no two of them paid the same price. Determine the book each friend bought and what it cost.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Carl ran into Dwight at the checkout table, and his book cost 50 cents
more than Tess's.", must be refused: "his" can be Carl or Dwight, and nothing in
the puzzle says which. Without the clue the puzzle has two solutions (Carl and
Dwight share the atlas at $1.00 and the novel at $2.00 between them, either way
round). Read with "his" as Carl, the clue gives one solution (Carl bought the
novel, Dwight the atlas); read as Dwight, it gives the other. A reader that takes
the nearest or the first-named man answers "Who bought the atlas?" with
confidence, and has only guessed."""
