P = "Prices"
CATEGORIES = [
    ("Customers", ["Ms. Greer", "Mr. Hale", "Mrs. Irwin", "Mr. Jost"]),
    ("Sandwiches", ["BLT", "club", "Reuben", "tuna melt"]),
    ("Prices", ["$6.25", "$7.25", "$8.25", "$9.25"], [625, 725, 825, 925]),
]
CLUES = [
    ("Ms. Greer's lunch was the cheapest of the four.", lambda s: s.n(P, "Ms. Greer") == 625),
    ("The Reuben cost $1.00 more than the club.", lambda s: s.n(P, "Reuben") == s.n(P, "club") + 100),
    ("Mrs. Irwin ordered the tuna melt, which cost less than Mr. Jost's lunch.",
     lambda s: s.same("Mrs. Irwin", "tuna melt") and s.n(P, "tuna melt") < s.n(P, "Mr. Jost")),
    ("Ms. Greer didn't order the club.", lambda s: not s.same("Ms. Greer", "club")),
]
BAD = (4, "Mr. Hale paid a couple of dollars more than Ms. Greer.")
REFUSED = {BAD[1]: {
    "'exactly $2.00 more'": lambda s: s.n(P, "Mr. Hale") == s.n(P, "Ms. Greer") + 200,
    "'$3.00 more (a couple, loosely)'": lambda s: s.n(P, "Mr. Hale") == s.n(P, "Ms. Greer") + 300,
    "'more (any amount)'": lambda s: s.n(P, "Mr. Hale") > s.n(P, "Ms. Greer"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = [
    "The Lunch Counter",
    "Four customers ate lunch at the counter of Woolworth's on Main Street. Each ordered a different sandwich at a different price. Find each customer's sandwich and its price.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mr. Hale paid a couple of dollars more than Ms. Greer.", must be
refused: "a couple of dollars" is not an exact amount; in everyday American
speech it means about two dollars, and the puzzle gives no rule for how near.
Without the clue the puzzle has two solutions (Mr. Hale's club at $8.25, $2.00
more than Ms. Greer's $6.25 BLT, or Mr. Hale's Reuben at $9.25, $3.00 more).
Read as exactly $2.00 it gives the first; read loosely as $3.00 it gives the
second; read as merely "more" it leaves both. A reader that turns "a couple" into
exactly 2 answers confidently where the puzzle does not decide."""
