N = "Populations"
Y = "Elected"
CATEGORIES = [
    ("Mayors", ["Agatha", "Bertram", "Cornelius", "Dorothea"]),
    ("Villages", ["Ashby", "Brindle", "Coldwater", "Fernhill"]),
    ("Populations", ["420", "560", "700", "840"], [420, 560, 700, 840]),
    ("Elected", ["2014", "2016", "2018", "2020"], [2014, 2016, 2018, 2020]),
]
SOLUTION = [
    ["Agatha", "Fernhill", "700", "2016"],
    ["Bertram", "Ashby", "420", "2020"],
    ["Cornelius", "Coldwater", "840", "2014"],
    ["Dorothea", "Brindle", "560", "2018"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The mayor of the village of 840 people was elected before all the others.",
     lambda s: s.same("840", "2014")),
    ("Dorothea's village has 140 more residents than Bertram's.",
     lambda s: s.n(N, "Dorothea") == s.n(N, "Bertram") + 140),
    ("Agatha was elected 4 years before the mayor of Ashby.",
     lambda s: s.n(Y, "Agatha") == s.n(Y, "Ashby") - 4),
    ("The mayor elected in 2018 is either Cornelius or the mayor of Brindle.",
     lambda s: s.same("2018", "Cornelius") != s.same("2018", "Brindle")),
    ("Of Agatha and the mayor of Coldwater, one runs a village of 700 people and the other was elected in 2014.",
     lambda s: one_other(s, "Agatha", "Coldwater", "700", "2014")),
    ("Bertram's village is the smallest.",
     lambda s: s.n(N, "Bertram") == 420),
    ("Dorothea was elected before Bertram.",
     lambda s: s.n(Y, "Dorothea") < s.n(Y, "Bertram")),
]
NUM = None
DOT = False
INTRO = ["Four small villages each have a mayor, elected in different years."]
OUTRO = []
REMARKS = INTRO + OUTRO
