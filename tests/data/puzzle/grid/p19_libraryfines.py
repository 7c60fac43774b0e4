O = "Days overdue"
CATEGORIES = [
    ("Borrowers", ["Mr Archer", "Ms Blake", "Mrs Cox", "Mr Drew"]),
    ("Books", ["atlas", "biography", "cookbook", "thriller"]),
    ("Days overdue", ["3", "6", "9", "12"], [3, 6, 9, 12]),
    ("Branches", ["Eastgate", "Northfield", "Southway", "Westbury"]),
]
SOLUTION = [
    ["Mr Archer", "biography", "9", "Southway"],
    ["Ms Blake", "atlas", "3", "Westbury"],
    ["Mrs Cox", "thriller", "12", "Eastgate"],
    ["Mr Drew", "cookbook", "6", "Northfield"],
]
CLUES = [
    ("The thriller was the most overdue.", lambda s: s.n(O, "thriller") == 12),
    ("Ms Blake's book was three days less overdue than Mr Drew's.", lambda s: s.n(O, "Ms Blake") == s.n(O, "Mr Drew") - 3),
    ("The book returned to Southway was overdue three days longer than the cookbook.",
     lambda s: s.n(O, "Southway") == s.n(O, "cookbook") + 3),
    ("Of the two men, one borrowed the biography and the other returned his book to Northfield.",
     lambda s: (s.same("Mr Archer", "biography") and s.same("Mr Drew", "Northfield"))
     or (s.same("Mr Drew", "biography") and s.same("Mr Archer", "Northfield"))),
    ("The atlas was not returned to Eastgate.", lambda s: not s.same("atlas", "Eastgate")),
    ("Mrs Cox returned her book to Eastgate.", lambda s: s.same("Mrs Cox", "Eastgate")),
    ("Mr Archer's book was more overdue than Mr Drew's.", lambda s: s.n(O, "Mr Archer") > s.n(O, "Mr Drew")),
    ("Ms Blake didn't borrow the cookbook.", lambda s: not s.same("Ms Blake", "cookbook")),
    ("The cookbook was more overdue than the atlas.", lambda s: s.n(O, "cookbook") > s.n(O, "atlas")),
]
NUM = "."
DOT = False
INTRO = ["Four borrowers each returned one overdue book to a different branch of the town library last week."]
OUTRO = []
REMARKS = INTRO + OUTRO
