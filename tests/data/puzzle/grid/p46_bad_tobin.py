P = "Prices"
CATEGORIES = [
    ("Buyers", ["Robin", "Sabine", "Toby", "Vera"]),
    ("Chairs", ["cherry", "oak", "pine", "walnut"]),
    ("Prices", ["$120", "$150", "$180", "$210"], [120, 150, 180, 210]),
]
SOLUTION = [
    ["Robin", "pine", "$120"],
    ["Sabine", "cherry", "$210"],
    ["Toby", "walnut", "$180"],
    ["Vera", "oak", "$150"],
]
CLUES = [
    ("Sabine paid $210 for her chair.", lambda s: s.same("Sabine", "$210")),
    ("The pine chair was the cheapest.", lambda s: s.n(P, "pine") == 120),
    ("Vera paid $30 more than the buyer of the pine chair.", lambda s: s.n(P, "Vera") == s.n(P, "pine") + 30),
    ("The walnut chair sold for $180.", lambda s: s.same("walnut", "$180")),
    ("Sabine didn't choose the oak chair.", lambda s: not s.same("Sabine", "oak")),
]
BAD = (3, "Tobin bought the walnut chair.")
REFUSED = {BAD[1]: {
    "'Toby bought the walnut chair' (a misprint for Toby)": lambda s: s.same("Toby", "walnut"),
    "'Robin bought the walnut chair' (a misprint for Robin)": lambda s: s.same("Robin", "walnut"),
}}
EXPECT = 2
BAD_WHY = """Clue 3, "Tobin bought the walnut chair.", must be refused: no buyer is called Tobin, so it names no one in the puzzle;
taken as a misprint for Toby it gives one solution, for Robin the other."""
NUM = "."
INTRO = ["Four customers each bought a different handmade chair at a furniture maker's open day, each at a different price."]
REMARKS = INTRO
