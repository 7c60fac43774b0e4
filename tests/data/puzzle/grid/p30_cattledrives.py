H = "Herds"
M = "Distances"
S = "Start dates"
CATEGORIES = [
    ("Ranchers", ["Amos", "Boone", "Cyrus", "Ezra", "Wade"]),
    ("Ranches", ["Bar K", "Circle T", "Lazy S", "Rocking R", "Triple J"]),
    ("Herds", ["250 head", "300 head", "350 head", "400 head", "450 head"], [250, 300, 350, 400, 450]),
    ("Distances", ["60 miles", "75 miles", "90 miles", "105 miles", "120 miles"], [60, 75, 90, 105, 120]),
    ("Start dates", ["April 3", "April 10", "April 17", "April 24", "May 1"], [3, 10, 17, 24, 31]),
]
SOLUTION = [
    ["Amos", "Lazy S", "400 head", "75 miles", "April 17"],
    ["Boone", "Triple J", "250 head", "120 miles", "April 3"],
    ["Cyrus", "Bar K", "350 head", "60 miles", "May 1"],
    ["Ezra", "Rocking R", "450 head", "105 miles", "April 10"],
    ["Wade", "Circle T", "300 head", "90 miles", "April 24"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The drive that started on April 10 covered 30 more miles than Amos's drive.",
     lambda s: s.n(M, "April 10") == s.n(M, "Amos") + 30),
    ("The Bar K herd was 100 head larger than Boone's herd.",
     lambda s: s.n(H, "Bar K") == s.n(H, "Boone") + 100),
    ("Of the 300-head herd and the drive from the Lazy S, one was Wade's and the other went 75 miles.",
     lambda s: one_other(s, "300 head", "Lazy S", "Wade", "75 miles")),
    ("The drive that started on April 3 was either the longest drive or the one from the Rocking R.",
     lambda s: s.same("April 3", "120 miles") != s.same("April 3", "Rocking R")),
    ("Neither Cyrus nor the rancher with 450 head started on April 24.",
     lambda s: not s.same("Cyrus", "April 24") and not s.same("450 head", "April 24")),
    ("The five ranchers are Ezra, the owner of the Circle T, the one who drove 60 miles, the rancher whose drive began on April 17 and the one with 250 head.",
     lambda s: distinct(s, "Ezra", "Circle T", "60 miles", "April 17", "250 head")),
    ("Wade's drive began 2 weeks after Ezra's.",
     lambda s: s.n(S, "Wade") == s.n(S, "Ezra") + 14),
    ("The shortest drive was the last to set out.",
     lambda s: s.same("60 miles", "May 1")),
    ("The Triple J herd went farther than the Rocking R herd.",
     lambda s: s.n(M, "Triple J") > s.n(M, "Rocking R")),
    ("The 400-head herd didn't start 1 week after the Circle T drive.",
     lambda s: s.n(S, "400 head") != s.n(S, "Circle T") + 7),
    ("Ezra's herd was bigger than Amos's, but Ezra set out a week after Boone.",
     lambda s: s.n(H, "Ezra") > s.n(H, "Amos") and s.n(S, "Ezra") == s.n(S, "Boone") + 7),
    ("Cyrus's herd was 50 head smaller than Amos's.",
     lambda s: s.n(H, "Cyrus") == s.n(H, "Amos") - 50),
    ("Wade drove his cattle 15 fewer miles than Ezra.",
     lambda s: s.n(M, "Wade") == s.n(M, "Ezra") - 15),
]
NUM = None
DOT = False
INTRO = ["Five ranchers each drove a herd of cattle to the railhead last spring."]
OUTRO = []
REMARKS = INTRO + OUTRO
