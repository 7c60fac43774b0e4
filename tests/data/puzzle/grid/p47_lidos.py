L = "Lengths"
CATEGORIES = [
    ("Swimmers", ["Mr Acton", "Mrs Brook", "Mr Carew", "Ms Dale", "Miss Elms"]),
    ("Lidos", ["Clevedon", "Ilkley", "Penzance", "Stonehaven", "Tooting"]),
    ("Lengths", ["20 lengths", "30 lengths", "40 lengths", "50 lengths", "60 lengths"], [20, 30, 40, 50, 60]),
]
SOLUTION = [
    ["Mr Acton", "Ilkley", "40 lengths"],
    ["Mrs Brook", "Tooting", "60 lengths"],
    ["Mr Carew", "Penzance", "20 lengths"],
    ["Ms Dale", "Stonehaven", "50 lengths"],
    ["Miss Elms", "Clevedon", "30 lengths"],
]
CLUES = [
    ("The swimmer at Tooting swam more lengths than anyone else.", lambda s: s.n(L, "Tooting") == 60),
    ("Ms Dale swam ten lengths more than Mr Acton.", lambda s: s.n(L, "Ms Dale") == s.n(L, "Mr Acton") + 10),
    ("Miss Elms, who didn't swim at Penzance, managed ten lengths more than Mr Carew.",
     lambda s: not s.same("Miss Elms", "Penzance") and s.n(L, "Miss Elms") == s.n(L, "Mr Carew") + 10),
    ("Of the Ilkley swimmer and Mrs Brook, one swam 60 lengths and the other 40.",
     lambda s: not s.same("Ilkley", "Mrs Brook") and {s.n(L, "Ilkley"), s.n(L, "Mrs Brook")} == {60, 40}),
    ("Mr Acton swam more lengths than Mr Carew.", lambda s: s.n(L, "Mr Acton") > s.n(L, "Mr Carew")),
    ("Miss Elms swam twenty lengths fewer than the Stonehaven swimmer.", lambda s: s.n(L, "Miss Elms") == s.n(L, "Stonehaven") - 20),
]
QUESTIONS = [("Where did Ms Dale swim?", lambda s: s.v("Lidos", "Ms Dale"))]
NUM = "."
INTRO = ["On the first Saturday in June, five members of an outdoor swimming club each swam at a different open-air lido, and each counted a different number of lengths."]
OUTRO = []
REMARKS = INTRO + OUTRO
