Y = "Founded"
G = "Growth"
CATEGORIES = [
    ("Editors", ["Harlan", "Ingrid", "Jorge", "Keiko", "Lionel"]),
    ("Magazines", ["Atlas", "Bloom", "Circuit", "Drift", "Ember"]),
    ("Topics", ["cars", "cooking", "hiking", "tech", "travel"]),
    ("Founded", ["1994", "1998", "2002", "2006", "2010"], [1994, 1998, 2002, 2006, 2010]),
    ("Growth", ["5%", "10%", "15%", "20%", "25%"], [5, 10, 15, 20, 25]),
]
SOLUTION = [
    ["Harlan", "Drift", "travel", "2002", "15%"],
    ["Ingrid", "Bloom", "cooking", "1994", "5%"],
    ["Jorge", "Circuit", "tech", "2010", "25%"],
    ["Keiko", "Atlas", "hiking", "1998", "20%"],
    ["Lionel", "Ember", "cars", "2006", "10%"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
def neither(s, a, b, x):
    return not s.same(a, b) and not s.same(a, x) and not s.same(b, x)
def distinct(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The tech magazine was founded 8 years after Harlan's.", lambda s: s.n(Y, "tech") == s.n(Y, "Harlan") + 8),
    ("The oldest magazine is Bloom.", lambda s: s.n(Y, "Bloom") == 1994),
    ("Ingrid's magazine grew 10 percentage points less than Harlan's.", lambda s: s.n(G, "Ingrid") == s.n(G, "Harlan") - 10),
    ("Atlas isn't about cars or travel.", lambda s: not s.same("Atlas", "cars") and not s.same("Atlas", "travel")),
    ("The magazine with 25% growth was founded most recently.", lambda s: s.n(Y, "25%") == 2010),
    ("Of Keiko and the editor of Ember, one runs the hiking magazine and the other's magazine was founded in 2006.",
     lambda s: one_other(s, "Keiko", "Ember", "hiking", "2006")),
    ("Drift was founded 4 years before Ember.", lambda s: s.n(Y, "Drift") == s.n(Y, "Ember") - 4),
    ("The cooking magazine grew less than the cars magazine.", lambda s: s.n(G, "cooking") < s.n(G, "cars")),
    ("Neither Jorge nor Keiko edits Drift.", lambda s: neither(s, "Jorge", "Keiko", "Drift")),
    ("The magazine founded in 1998 grew 20%.", lambda s: s.same("1998", "20%")),
    ("The cars magazine was founded 8 years after Atlas.", lambda s: s.n(Y, "cars") == s.n(Y, "Atlas") + 8),
    ("Jorge's magazine is newer than Lionel's.", lambda s: s.n(Y, "Jorge") > s.n(Y, "Lionel")),
]
QUESTIONS = [("Who edits Circuit?", lambda s: s.v("Editors", "Circuit")), ("In what year was Drift founded?", lambda s: s.v("Founded", "Drift"))]
NUM = "."
DOT = False
INTRO = ["Five monthly magazines each reported how much their readership grew last year."]
OUTRO = []
REMARKS = INTRO + OUTRO
