S = "Subscribers"
Y = "Years"
CATEGORIES = [
    ("Writers", ["Amara", "Ben", "Cora", "Dmitri"]),
    ("Topics", ["birding", "cycling", "gardening", "personal finance"]),
    ("Subscribers", ["250", "500", "750", "1000"], [250, 500, 750, 1000]),
    ("Years", ["2019", "2020", "2021", "2022"], [2019, 2020, 2021, 2022]),
]
SOLUTION = [
    ["Amara", "cycling", "750", "2020"],
    ["Ben", "personal finance", "1000", "2022"],
    ["Cora", "birding", "250", "2019"],
    ["Dmitri", "gardening", "500", "2021"],
]
CLUES = [
    ("The gardening newsletter has 250 more subscribers than Cora's.", lambda s: s.n(S, "gardening") == s.n(S, "Cora") + 250),
    ("Ben's newsletter, which isn't about birding, was started most recently.",
     lambda s: not s.same("Ben", "birding") and s.n(Y, "Ben") == 2022),
    ("The newsletter started in 2020 has 750 subscribers.", lambda s: s.same("2020", "750")),
    ("The cycling newsletter was launched one year before Dmitri's.", lambda s: s.n(Y, "cycling") == s.n(Y, "Dmitri") - 1),
    ("Of the birding newsletter and the one with 1000 subscribers, one was started in 2019 and the other is Ben's.",
     lambda s: not s.same("birding", "1000") and ((s.same("birding", "2019") and s.same("1000", "Ben")) or (s.same("birding", "Ben") and s.same("1000", "2019")))),
    ("Amara's newsletter has more subscribers than Dmitri's.", lambda s: s.n(S, "Amara") > s.n(S, "Dmitri")),
    ("The birding newsletter was started before the cycling newsletter.", lambda s: s.n(Y, "birding") < s.n(Y, "cycling")),
    ("Cora has fewer subscribers than Amara.", lambda s: s.n(S, "Cora") < s.n(S, "Amara")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
