D = "Dates"
CATEGORIES = [
    ("Dates", ["April 4", "April 8", "April 12", "April 16", "April 20"], [4, 8, 12, 16, 20]),
    ("Films", ["Blue Harbor", "Cold Summit", "Night Market", "Paper Moon", "Silver Dust"]),
    ("Directors", ["Ames", "Benitez", "Cho", "Dwyer", "Eller"]),
    ("Cities", ["Austin", "Boston", "Denver", "Miami", "Tulsa"]),
]
SOLUTION = [
    ["April 4", "Night Market", "Cho", "Denver"],
    ["April 8", "Silver Dust", "Ames", "Miami"],
    ["April 12", "Blue Harbor", "Eller", "Tulsa"],
    ["April 16", "Paper Moon", "Dwyer", "Austin"],
    ["April 20", "Cold Summit", "Benitez", "Boston"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
CLUES = [
    ("The film directed by Cho premiered 4 days before Silver Dust.", lambda s: s.n(D, "Cho") == s.n(D, "Silver Dust") - 4),
    ("Paper Moon premiered sometime after the Tulsa premiere.", lambda s: s.n(D, "Paper Moon") > s.n(D, "Tulsa")),
    ("The Boston premiere was either Cold Summit or the film directed by Ames.", lambda s: either(s, "Boston", "Cold Summit", "Ames")),
    ("Neither Blue Harbor nor the Austin premiere was directed by Benitez.",
     lambda s: not s.same("Blue Harbor", "Austin") and not s.same("Blue Harbor", "Benitez") and not s.same("Austin", "Benitez")),
    ("Of the film that premiered on April 12 and Silver Dust, one was directed by Eller and the other premiered in Miami.",
     lambda s: one_other(s, "April 12", "Silver Dust", "Eller", "Miami")),
    ("Dwyer's film premiered 8 days after the Miami premiere.", lambda s: s.n(D, "Dwyer") == s.n(D, "Miami") + 8),
    ("The earliest premiere was held in Denver.", lambda s: s.n(D, "Denver") == 4),
    ("Cold Summit didn't premiere on April 12.", lambda s: not s.same("Cold Summit", "April 12")),
    ("The five films are Night Market, the one directed by Dwyer, the one that premiered in Tulsa, the film that premiered on April 20 and the one directed by Ames.",
     lambda s: len({s.e(x) for x in ["Night Market", "Dwyer", "Tulsa", "April 20", "Ames"]}) == 5),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
