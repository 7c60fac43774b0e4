Y = "Years"
CATEGORIES = [
    ("Owners", ["Bert", "Cyril", "Doug", "Eli", "Frank"]),
    ("Tractors", ["Allis-Chalmers", "David Brown", "Ferguson", "Fordson", "Nuffield"]),
    ("Years", ["1952", "1956", "1960", "1964", "1968"], [1952, 1956, 1960, 1964, 1968]),
]
SOLUTION = [
    ["Bert", "Nuffield", "1964"],
    ["Cyril", "Fordson", "1952"],
    ["Doug", "David Brown", "1968"],
    ["Eli", "Ferguson", "1956"],
    ["Frank", "Allis-Chalmers", "1960"],
]
CLUES = [
    ("The Fordson is the oldest tractor.", lambda s: s.n(Y, "Fordson") == 1952),
    ("Doug's tractor was built 12 years after Eli's.", lambda s: s.n(Y, "Doug") == s.n(Y, "Eli") + 12),
    ("Frank restored the 1960 tractor.", lambda s: s.same("Frank", "1960")),
    ("The Nuffield is newer than the Allis-Chalmers but older than the David Brown.",
     lambda s: s.n(Y, "Allis-Chalmers") < s.n(Y, "Nuffield") < s.n(Y, "David Brown")),
    ("Bert doesn't own the Ferguson.", lambda s: not s.same("Bert", "Ferguson")),
    ("Cyril's tractor is older than Eli's.", lambda s: s.n(Y, "Cyril") < s.n(Y, "Eli")),
    ("The Ferguson is 4 years older than Frank's tractor.", lambda s: s.n(Y, "Ferguson") == s.n(Y, "Frank") - 4),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
