P = "Prices"
CATEGORIES = [
    ("Painters", ["Mrs Quill", "Mr Rudd", "Ms Sato", "Mr Tovey"]),
    ("Subjects", ["bluebell wood", "cathedral", "harbour", "windmill"]),
    ("Prices", ["£45", "£70", "£85", "£120"], [45, 70, 85, 120]),
]
SOLUTION = [
    ["Mrs Quill", "windmill", "£85"],
    ["Mr Rudd", "harbour", "£45"],
    ["Ms Sato", "cathedral", "£120"],
    ["Mr Tovey", "bluebell wood", "£70"],
]
CLUES = [
    ("The cathedral sold for the highest price.", lambda s: s.n(P, "cathedral") == 120),
    ("Mr Rudd's painting sold for £25 less than Mr Tovey's.", lambda s: s.n(P, "Mr Rudd") == s.n(P, "Mr Tovey") - 25),
    ("The windmill fetched £15 more than the bluebell wood.", lambda s: s.n(P, "windmill") == s.n(P, "bluebell wood") + 15),
    ("Ms Sato painted neither the harbour nor the windmill.", lambda s: not s.same("Ms Sato", "harbour") and not s.same("Ms Sato", "windmill")),
]
NUM = "."
DOT = False
INTRO = ["Four members of the art society each sold one watercolour at the spring exhibition."]
OUTRO = []
REMARKS = INTRO + OUTRO
