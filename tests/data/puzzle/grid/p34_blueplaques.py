Y = "Years"
CATEGORIES = [
    ("People", ["Ada Linwood", "Edith Marlow", "Harriet Bell", "Josiah Crane", "Thomas Rook"]),
    ("Streets", ["Albion Street", "Castle Terrace", "Mill Lane", "Queen's Road", "Tanner's Row"]),
    ("Years", ["1998", "2003", "2008", "2013", "2018"], [1998, 2003, 2008, 2013, 2018]),
]
SOLUTION = [
    ["Ada Linwood", "Queen's Road", "2018"],
    ["Edith Marlow", "Mill Lane", "2008"],
    ["Harriet Bell", "Castle Terrace", "2013"],
    ["Josiah Crane", "Albion Street", "1998"],
    ["Thomas Rook", "Tanner's Row", "2003"],
]
CLUES = [
    ("The first plaque, in 1998, went up on Albion Street.", lambda s: s.same("1998", "Albion Street")),
    ("Ada Linwood's plaque is the most recent.", lambda s: s.n(Y, "Ada Linwood") == 2018),
    ("Thomas Rook's plaque was unveiled five years after Josiah Crane's.", lambda s: s.n(Y, "Thomas Rook") == s.n(Y, "Josiah Crane") + 5),
    ("The plaque on Castle Terrace went up ten years after the one on Tanner's Row.",
     lambda s: s.n(Y, "Castle Terrace") == s.n(Y, "Tanner's Row") + 10),
    ("Edith Marlow's plaque is not on Queen's Road, and it was unveiled before Harriet Bell's.",
     lambda s: not s.same("Edith Marlow", "Queen's Road") and s.n(Y, "Edith Marlow") < s.n(Y, "Harriet Bell")),
    ("Harriet Bell's plaque went up five years after Edith Marlow's, and it is newer than Thomas Rook's.",
     lambda s: s.n(Y, "Harriet Bell") == s.n(Y, "Edith Marlow") + 5 and s.n(Y, "Harriet Bell") > s.n(Y, "Thomas Rook")),
    ("Ada Linwood's isn't on Castle Terrace.", lambda s: not s.same("Ada Linwood", "Castle Terrace")),
]
QUESTIONS = [("Whose plaque is on Mill Lane?", lambda s: s.v("People", "Mill Lane"))]
NUM = "."
DOT = False
INTRO = ["The town's civic society has put up five blue plaques, each to a different local worthy, on five different streets, one every five years since 1998."]
OUTRO = []
REMARKS = INTRO + OUTRO
