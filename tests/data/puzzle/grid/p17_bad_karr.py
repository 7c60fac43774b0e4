L = "Lengths"
CATEGORIES = [
    ("Swimmers", ["Ms Carr", "Mrs Dane", "Ms Kerr", "Miss Ruiz"]),
    ("Strokes", ["backstroke", "breaststroke", "butterfly", "crawl"]),
    ("Lengths", ["20 lengths", "32 lengths", "40 lengths", "56 lengths"], [20, 32, 40, 56]),
]
CLUES = [
    ("Mrs Dane, who swam backstroke, managed the fewest lengths.", lambda s: s.same("Mrs Dane", "backstroke") and s.n(L, "Mrs Dane") == 20),
    ("Miss Ruiz swam breaststroke, 8 lengths more than the butterfly swimmer.",
     lambda s: s.same("Miss Ruiz", "breaststroke") and s.n(L, "Miss Ruiz") == s.n(L, "butterfly") + 8),
]
BAD = (3, "Ms Karr swam the butterfly.")
REFUSED = {BAD[1]: {
    "'Ms Carr swam the butterfly'": lambda s: s.same("Ms Carr", "butterfly"),
    "'Ms Kerr swam the butterfly'": lambda s: s.same("Ms Kerr", "butterfly"),
}}
QUESTIONS = [("Who swam 56 lengths?", lambda s: s.v("Swimmers", "56 lengths"))]
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four members of the masters swimming club each swam a different stroke in the sponsored swim and completed a different number of lengths."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Ms Karr swam the butterfly.", must be refused: there is no Ms Karr.
The name is one letter away from both Ms Carr and Ms Kerr, so it cannot be
corrected with any confidence. Without the clue the puzzle has two solutions (the
butterfly and the crawl, 32 and 56 lengths, are Ms Carr's and Ms Kerr's in either
order). Read as "Ms Carr" it gives one solution (Ms Kerr swam 56 lengths); read
as "Ms Kerr" it gives the other (Ms Carr swam 56 lengths)."""
