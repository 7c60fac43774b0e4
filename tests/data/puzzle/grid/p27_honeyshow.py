P = "Scores"
CATEGORIES = [
    ("Beekeepers", ["Priya", "Quentin", "Rosalind", "Silas", "Tamsin"]),
    ("Honeys", ["clover", "heather", "lavender", "lime", "orange blossom"]),
    ("Scores", ["72 points", "76 points", "80 points", "84 points", "88 points"], [72, 76, 80, 84, 88]),
]
SOLUTION = [
    ["Priya", "heather", "84 points"],
    ["Quentin", "clover", "72 points"],
    ["Rosalind", "orange blossom", "88 points"],
    ["Silas", "lime", "76 points"],
    ["Tamsin", "lavender", "80 points"],
]
CLUES = [
    ("Rosalind's honey scored 8 points more than the lavender.",
     lambda s: s.n(P, "Rosalind") == s.n(P, "lavender") + 8),
    ("The clover honey, which wasn't Silas's, got the lowest score.",
     lambda s: not s.same("clover", "Silas") and s.n(P, "clover") == 72),
    ("Priya scored higher than Tamsin but lower than the orange blossom honey.",
     lambda s: s.n(P, "Tamsin") < s.n(P, "Priya") < s.n(P, "orange blossom")),
    ("Neither Quentin nor Tamsin entered the lime honey.",
     lambda s: not s.same("Quentin", "lime") and not s.same("Tamsin", "lime")),
    ("Of Silas and the beekeeper whose honey was heather, one scored 84 points and the other 76 points.",
     lambda s: not s.same("Silas", "heather") and {s.n(P, "Silas"), s.n(P, "heather")} == {84, 76}),
    ("The lime honey scored 4 points more than the clover.",
     lambda s: s.n(P, "lime") == s.n(P, "clover") + 4),
    ("Quentin's jar didn't hold the lavender honey, and neither did Priya's.",
     lambda s: not s.same("Quentin", "lavender") and not s.same("Priya", "lavender")),
]
QUESTIONS = [("What score did Tamsin's honey get?", lambda s: s.v("Scores", "Tamsin"))]
NUM = None
DOT = True
INTRO = ["Five beekeepers each entered a jar of a different honey at the village show, and the judges gave every jar a different score."]
OUTRO = []
REMARKS = INTRO + OUTRO
