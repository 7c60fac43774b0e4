N = "Nights"
CATEGORIES = [
    ("Couples", ["the Ashtons", "the Bradleys", "the Carters", "the Dawsons"]),
    ("Cottages", ["Bramble Cottage", "Fell View", "Mill House", "Rose Barn"]),
    ("Villages", ["Hawsby", "Kettleby", "Linthorpe", "Malsby"]),
    ("Nights", ["3 nights", "4 nights", "5 nights", "7 nights"], [3, 4, 5, 7]),
]
SOLUTION = [
    ["the Ashtons", "Mill House", "Linthorpe", "5 nights"],
    ["the Bradleys", "Rose Barn", "Hawsby", "7 nights"],
    ["the Carters", "Fell View", "Malsby", "3 nights"],
    ["the Dawsons", "Bramble Cottage", "Kettleby", "4 nights"],
]
CLUES = [
    ("The Bradleys are staying two nights longer than the couple in Mill House.",
     lambda s: s.n(N, "the Bradleys") == s.n(N, "Mill House") + 2),
    ("Fell View, which isn't in Kettleby, has been booked for the shortest stay.",
     lambda s: not s.same("Fell View", "Kettleby") and s.n(N, "Fell View") == 3),
    ("The Dawsons will be staying in Kettleby, but not for a whole week.",
     lambda s: s.same("the Dawsons", "Kettleby") and s.n(N, "the Dawsons") != 7),
    ("The cottage in Hawsby is Rose Barn.", lambda s: s.same("Hawsby", "Rose Barn")),
    ("Bramble Cottage has been booked by either the Bradleys or the Dawsons.",
     lambda s: s.same("Bramble Cottage", "the Bradleys") or s.same("Bramble Cottage", "the Dawsons")),
    ("The couple going to Linthorpe will stay one night longer than the couple in Bramble Cottage.",
     lambda s: s.n(N, "Linthorpe") == s.n(N, "Bramble Cottage") + 1),
    ("The Ashtons will be away for longer than the Carters.",
     lambda s: s.n(N, "the Ashtons") > s.n(N, "the Carters")),
]
QUESTIONS = [("Which cottage have the Carters booked?", lambda s: s.v("Cottages", "the Carters"))]
NUM = "."
DOT = False
INTRO = ["Away From It All",
         "Four couples have booked holiday cottages in the Dales through the same agency this summer. "
         "Each cottage is in a different village, and each couple will stay for a different number of nights."]
OUTRO = []
REMARKS = INTRO + OUTRO
