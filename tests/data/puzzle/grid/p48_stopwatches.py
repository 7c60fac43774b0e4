T = "Times"
L = "Lanes"
CATEGORIES = [
    ("Runners", ["Gia", "Hal", "Ivy", "Jon", "Kit"]),
    ("Schools", ["Eastwood", "Lakeside", "Northridge", "Riverside", "Westview"]),
    ("Times", ["12.1 seconds", "12.4 seconds", "12.7 seconds", "13.0 seconds", "13.3 seconds"], [121, 124, 127, 130, 133]),
    ("Lanes", ["lane 1", "lane 2", "lane 3", "lane 4", "lane 5"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Gia", "Lakeside", "12.7 seconds", "lane 2"],
    ["Hal", "Westview", "13.3 seconds", "lane 5"],
    ["Ivy", "Eastwood", "12.1 seconds", "lane 4"],
    ["Jon", "Riverside", "13.0 seconds", "lane 1"],
    ["Kit", "Northridge", "12.4 seconds", "lane 3"],
]
CLUES = [
    ("Ivy won the race.", lambda s: s.n(T, "Ivy") == 121),
    ("The runner in lane 5 finished last.", lambda s: s.n(T, "lane 5") == 133),
    ("Gia's time was 0.3 seconds slower than Kit's.", lambda s: s.n(T, "Gia") == s.n(T, "Kit") + 3),
    ("The Riverside runner was 0.6 seconds slower than the runner in lane 3.", lambda s: s.n(T, "Riverside") == s.n(T, "lane 3") + 6),
    ("Jon's lane number was 3 lower than Ivy's.", lambda s: s.n(L, "Jon") == s.n(L, "Ivy") - 3),
    ("Of the Eastwood runner and Gia, one ran in lane 4 and the other ran in lane 2.",
     lambda s: not s.same("Eastwood", "Gia") and (
         (s.same("Eastwood", "lane 4") and s.same("Gia", "lane 2")) or
         (s.same("Gia", "lane 4") and s.same("Eastwood", "lane 2")))),
    ("Hal doesn't run for Lakeside or Northridge.", lambda s: s.v("Schools", "Hal") not in ("Lakeside", "Northridge")),
    ("The Northridge runner was faster than the Lakeside runner.", lambda s: s.n(T, "Northridge") < s.n(T, "Lakeside")),
    ("The Westview runner was in lane 5.", lambda s: s.same("Westview", "lane 5")),
]
QUESTIONS = [("Which school does Kit run for?", lambda s: s.v("Schools", "Kit"))]
NUM = "."
INTRO = ["Five sprinters from five different schools lined up for the 100-meter final at the county track meet. Each ran in a different lane, and the stopwatches showed five different times."]
OUTRO = []
REMARKS = INTRO + OUTRO
