L = "Lengths"
CATEGORIES = [
    ("Weavers", ["Ms Achterberg", "Mrs Blythe-Owen", "Miss Carraway", "Mr Dunleavy"]),
    ("Subjects", ["heron", "lighthouse", "orchard", "snowstorm"]),
    ("Lengths", ["1.2 m", "1.5 m", "1.8 m", "2.4 m"], [12, 15, 18, 24]),
    ("Wools", ["alpaca", "Herdwick", "merino", "Shetland"]),
]
SOLUTION = [
    ["Ms Achterberg", "orchard", "1.8 m", "Shetland"],
    ["Mrs Blythe-Owen", "heron", "2.4 m", "merino"],
    ["Miss Carraway", "snowstorm", "1.2 m", "alpaca"],
    ["Mr Dunleavy", "lighthouse", "1.5 m", "Herdwick"],
]
CLUES = [
    ("The longest tapestry, which was woven in merino, was not Mr Dunleavy's.",
     lambda s: s.n(L, "merino") == 24 and not s.same("Mr Dunleavy", "merino")),
    ("Miss Carraway's tapestry is 0.3 m shorter than the lighthouse.", lambda s: s.n(L, "Miss Carraway") == s.n(L, "lighthouse") - 3),
    ("The orchard was woven in Shetland wool.", lambda s: s.same("orchard", "Shetland")),
    ("Mrs Blythe-Owen's work is 0.6 m longer than Ms Achterberg's.", lambda s: s.n(L, "Mrs Blythe-Owen") == s.n(L, "Ms Achterberg") + 6),
    ("The alpaca piece is neither the heron nor the lighthouse.", lambda s: not s.same("alpaca", "heron") and not s.same("alpaca", "lighthouse")),
    ("Mr Dunleavy did not use alpaca.", lambda s: not s.same("Mr Dunleavy", "alpaca")),
    ("Mr Dunleavy's tapestry is longer than Miss Carraway's.", lambda s: s.n(L, "Mr Dunleavy") > s.n(L, "Miss Carraway")),
    ("Ms Achterberg's tapestry isn't the snowstorm.", lambda s: not s.same("Ms Achterberg", "snowstorm")),
]
NUM = ")"
DOT = True
INTRO = ["For the guild's spring exhibition, four members each hung one tapestry. Members are reminded that all lengths were measured along the longer edge, to the nearest tenth of a metre."]
OUTRO = []
REMARKS = INTRO + OUTRO
