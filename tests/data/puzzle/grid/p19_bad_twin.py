R = "Prizes"
CATEGORIES = [
    ("Bakers", ["Alan", "Beth", "Cass", "Dean"]),
    ("Cakes", ["brack", "lardy cake", "parkin", "scones"]),
    ("Prizes", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
CLUES = [
    ("Cass won first prize with her scones.", lambda s: s.n(R, "Cass") == 1 and s.same("Cass", "scones")),
    ("Alan finished directly ahead of Beth.", lambda s: s.n(R, "Beth") == s.n(R, "Alan") + 1),
    ("Dean came last with the lardy cake.", lambda s: s.n(R, "Dean") == 4 and s.same("Dean", "lardy cake")),
]
BAD = (4, "Alan's twin sister baked the parkin.")
REFUSED = {BAD[1]: {
    "'Alan baked the parkin'": lambda s: s.same("Alan", "parkin"),
    "'someone other than Alan baked the parkin'": lambda s: not s.same("Alan", "parkin"),
}}
EXPECT = 2
NUM = ")"
DOT = False
INTRO = ["Four entrants in the village show's baking class each baked one cake, and the judge placed them first to fourth."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Alan's twin sister baked the parkin.", must be refused: no category
says who is whose sister or twin, so the puzzle cannot tell whether Alan's twin
is Beth, Cass or someone not in the puzzle at all. Without the clue the puzzle
has two solutions (the parkin is Alan's or Beth's). Read as "Alan baked the
parkin" (dropping "twin sister") it gives one solution; read as "someone other
than Alan baked the parkin" it gives the other. Either answer is a guess."""
