PL = "Places"
P = "Prices"
def pl(s, x):
    return s.n(PL, x)
def pr(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Quilters", ["Mrs. Hubbard", "Miss Lacey", "Mrs. O'Hara", "Mrs. Whitcomb"]),
    ("Patterns", ["Bear's Paw", "Double Wedding Ring", "Flying Geese", "Log Cabin"]),
    ("Places", ["first", "second", "third", "fourth"]),
    ("Prices", ["$240", "$315", "$390", "$465"], [240, 315, 390, 465]),
]
CLUES = [
    ("Miss Lacey's quilt took first place, even though it carried the lowest price tag in the show.",
     lambda s: pl(s, "Miss Lacey") == 1 and pr(s, "Miss Lacey") == 240),
    ("The Double Wedding Ring, which took Mrs. O'Hara the better part of two winters to finish, was priced $75 higher than Mrs. Hubbard's quilt.",
     lambda s: s.same("Double Wedding Ring", "Mrs. O'Hara") and pr(s, "Double Wedding Ring") == pr(s, "Mrs. Hubbard") + 75),
    ("The Log Cabin quilt placed one spot behind the Flying Geese.", lambda s: pl(s, "Log Cabin") == pl(s, "Flying Geese") + 1),
    ("Mrs. Whitcomb's quilt was priced $75 more than the first-place quilt.", lambda s: pr(s, "Mrs. Whitcomb") == pr(s, "first") + 75),
    ("Mrs. O'Hara's quilt placed higher than Mrs. Hubbard's.", lambda s: pl(s, "Mrs. O'Hara") < pl(s, "Mrs. Hubbard")),
    ("The Flying Geese quilt was priced higher than the Log Cabin quilt.", lambda s: pr(s, "Flying Geese") > pr(s, "Log Cabin")),
]
REMARKS = ["The Grange Hall was packed for the Harvest Days Quilt Show, where the ladies of the Thursday Sewing Circle entered one quilt apiece. The judges awarded first through fourth place, and every quilt was also offered for sale at a different price. Which pattern did each woman sew, what place did it take, and what was its price?"]
QUESTIONS = [("What place did the Flying Geese quilt take?", lambda s: s.v("Places", "Flying Geese"))]
