H = "Hours"
CATEGORIES = [
    ("Knitters", ["Mrs Gower", "Mrs Hinds", "Miss Ivens", "Mrs Jolly"]),
    ("Items", ["blanket", "cardigan", "scarf", "tea cosy"]),
    ("Wool", ["cream", "green", "lilac", "navy"]),
    ("Hours", ["6", "10", "15", "24"], [6, 10, 15, 24]),
]
CAT_STOP = True
INTRO = [
    "The Tuesday Knitters met last week to show off what they had made for the church "
    "bazaar. Each lady had knitted one item in a different colour of wool, and each had "
    "kept count of the hours it took her.",
]
CLUES = [
    ("The cardigan took nine hours longer than the item knitted in cream.",
     lambda s: s.n(H, "cardigan") == s.n(H, "cream") + 9),
    ("Mrs Hinds finished her knitting quicker than anyone else, but not in green wool.",
     lambda s: s.n(H, "Mrs Hinds") == 6 and not s.same("Mrs Hinds", "green")),
    ("Mrs Jolly's scarf took four hours longer than the tea cosy.",
     lambda s: s.same("Mrs Jolly", "scarf") and s.n(H, "scarf") == s.n(H, "tea cosy") + 4),
    ("The navy wool was not used by Miss Ivens.", lambda s: not s.same("navy", "Miss Ivens")),
    ("Mrs Gower spent longer on her knitting than Miss Ivens did.",
     lambda s: s.n(H, "Mrs Gower") > s.n(H, "Miss Ivens")),
    ("The lilac wool went into the tea cosy, and Miss Ivens didn't knit the cardigan.",
     lambda s: s.same("lilac", "tea cosy") and not s.same("Miss Ivens", "cardigan")),
    ("The green item took less time than the cream one.",
     lambda s: s.n(H, "green") < s.n(H, "cream")),
]
OUTRO = ["What did each lady knit, in what colour, and how long did it take her?"]
REMARKS = INTRO + OUTRO
