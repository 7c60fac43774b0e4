Y = "Years"
CATEGORIES = [
    ("Owners", ["Alma", "Bess", "Irma", "Zelda"]),
    ("Quilts", ["Double Wedding Ring", "Log Cabin", "Ohio Star", "Sunbonnet Sue"]),
    ("Years", ["1890", "1895", "1900", "1905"], [1890, 1895, 1900, 1905]),
]
CLUES = [
    ("Bess owns the Ohio Star quilt.", lambda s: s.same("Bess", "Ohio Star")),
    ("Irma's quilt, the Sunbonnet Sue, is the oldest of the four.",
     lambda s: s.same("Irma", "Sunbonnet Sue") and s.n(Y, "Irma") == 1890),
    ("Bess's quilt was made later than Alma's.", lambda s: s.n(Y, "Bess") > s.n(Y, "Alma")),
]
BAD = (4, "The Log Cabin quilt was made a few years after Alma's.")
REFUSED = {BAD[1]: {
    "'5 years after'": lambda s: s.n(Y, "Log Cabin") == s.n(Y, "Alma") + 5,
    "'10 years after'": lambda s: s.n(Y, "Log Cabin") == s.n(Y, "Alma") + 10,
    "'some time after'": lambda s: s.n(Y, "Log Cabin") > s.n(Y, "Alma"),
}}
EXPECT = 6
QUESTIONS = [("In what year was the Log Cabin quilt made?", None)]
NUM = "."
DOT = False
INTRO = ["Four members of the Tuesday Quilting Circle brought heirloom quilts to show at the county historical society. Each quilt is a different pattern, and each was made in a different year. From the clues, can you determine each woman's quilt and the year it was made?"]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "The Log Cabin quilt was made a few years after Alma's.", must be
refused: "a few years" gives no number, and the years in the puzzle are 5 years
apart, so the clue could mean 5 years after, 10 years after, or simply later.
Without it the puzzle has six solutions. Read as "5 years after" it gives one
solution (the Log Cabin in 1900), read as "10 years after" another (the Log Cabin
in 1905), and read as "some time after" it leaves two, so any year given for
the Log Cabin quilt would be a guess."""
