S = "Scores"
CATEGORIES = [
    ("Golfers", ["Anton", "Bruce", "Cyril", "Declan"]),
    ("Caddies", ["Fern", "Gail", "Hope", "Iris"]),
    ("Scores", ["70", "72", "74", "76"], [70, 72, 74, 76]),
]
CLUES = [
    ("Declan had the lowest score.", lambda s: s.n(S, "Declan") == 70),
    ("Cyril scored 2 strokes more than Anton.", lambda s: s.n(S, "Cyril") == s.n(S, "Anton") + 2),
    ("The golfer who scored 74 was caddied for by Iris.", lambda s: s.same("74", "Iris")),
    ("Bruce finished with the highest score.", lambda s: s.n(S, "Bruce") == 76),
    ("Fern's golfer scored lower than Gail's.", lambda s: s.n(S, "Fern") < s.n(S, "Gail")),
    ("Hope didn't caddie for Declan.", lambda s: not s.same("Hope", "Declan")),
]
BAD = (5, "Anton was paired with Bruce, and his caddie was Hope.")
REFUSED = {BAD[1]: {
    "'Anton's caddie was Hope'": lambda s: s.same("Anton", "Hope"),
    "'Bruce's caddie was Hope'": lambda s: s.same("Bruce", "Hope"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Anton was paired with Bruce, and his caddie was Hope.", must be refused:
"his" can mean Anton or Bruce, and nothing in the clue or the puzzle says which.
Without the clue the puzzle has two solutions (Hope caddied for Anton and Gail for
Bruce, or the other way round). Read as "Anton's caddie was Hope" it gives one
solution; read as "Bruce's caddie was Hope" it gives the other. A reader that
binds "his" to the subject answers confidently, and may be wrong."""
