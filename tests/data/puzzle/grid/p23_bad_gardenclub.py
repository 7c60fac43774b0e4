J = "Joined"
CATEGORIES = [
    ("Members", ["Edna", "Frank", "Gwen", "Hugh"]),
    ("Flowers", ["asters", "dahlias", "lilies", "sweet peas"]),
    ("Joined", ["1985", "1992", "2001", "2013"], [1985, 1992, 2001, 2013]),
]
CLUES = [
    ("Gwen joined the club in 1985.", lambda s: s.same("Gwen", "1985")),
    ("Hugh joined 9 years after Frank.", lambda s: s.n(J, "Hugh") == s.n(J, "Frank") + 9),
    ("The sweet peas were grown by the member who joined in 2001.", lambda s: s.same("sweet peas", "2001")),
    ("Edna grows lilies.", lambda s: s.same("Edna", "lilies")),
]
BAD = (3, "The oldest member of the club grows the dahlias.")
REFUSED = {BAD[1]: {
    "'the member who joined first grows the dahlias'": lambda s: s.n(J, "dahlias") == 1985,
    "'a member who did not join first grows the dahlias'": lambda s: s.n(J, "dahlias") != 1985,
}}
EXPECT = 2
NUM = "."
DOT = True
INTRO = [
    "Four members of the Lyndhurst Garden Club each entered a different flower in the summer show. Each joined the club in a different year.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "The oldest member of the club grows the dahlias.", must be refused:
the puzzle gives no ages. "Oldest" is about age, and the only ordered category
is the year each member joined the club; the member who joined first need not
be the oldest (the longest-serving member would be). Without the clue the puzzle
has two solutions: the dahlias are Gwen's (who joined in 1985) or Frank's. A
reader that takes "oldest member" as "the member who joined first" gives a
confident answer with Gwen growing the dahlias, which nothing in the puzzle
supports."""
