W = "Weights"
CATEGORIES = [
    ("Customers", ["Mrs Allsop", "Mr Brennan", "Ms Crewe", "Mr Dunmore"]),
    ("Fish", ["cod", "haddock", "mackerel", "plaice"]),
    ("Weights", ["400 g", "600 g", "800 g", "1 kg"], [400, 600, 800, 1000]),
]
SOLUTION = [
    ["Mrs Allsop", "plaice", "600 g"],
    ["Mr Brennan", "cod", "1 kg"],
    ["Ms Crewe", "mackerel", "400 g"],
    ["Mr Dunmore", "haddock", "800 g"],
]
CLUES = [
    ("Mrs Allsop's fish weighed 200 g less than the haddock.", lambda s: s.n(W, "Mrs Allsop") == s.n(W, "haddock") - 200),
    ("The cod was the heaviest.", lambda s: s.n(W, "cod") == 1000),
    ("Ms Crewe didn't buy the plaice or the haddock, and hers was lighter than Mr Dunmore's.",
     lambda s: not s.same("Ms Crewe", "plaice") and not s.same("Ms Crewe", "haddock") and s.n(W, "Ms Crewe") < s.n(W, "Mr Dunmore")),
    ("Mr Brennan's was heavier than Mrs Allsop's.", lambda s: s.n(W, "Mr Brennan") > s.n(W, "Mrs Allsop")),
    ("Mr Dunmore was not the one who bought the cod.", lambda s: not s.same("Mr Dunmore", "cod")),
    ("The mackerel weighed 400 g.", lambda s: s.same("mackerel", "400 g")),
]
NUM = None
DOT = True
INTRO = ["Four customers each bought one piece of fish at the fishmonger's on Friday morning, and no two pieces weighed the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
