# British: a village fete; takings in pounds.
T = "Takings"
CATEGORIES = [
    ("Helpers", ["Mrs Hughes", "Mr Pugh", "Miss Ellis", "Mr Rowlands"]),
    ("Stalls", ["coconut shy", "hook-a-duck", "tombola", "white elephant"]),
    ("Takings", ["£36", "£42", "£48", "£54"], [36, 42, 48, 54]),
]
SOLUTION = [
    ["Mrs Hughes", "tombola", "£54"],
    ["Mr Pugh", "coconut shy", "£42"],
    ["Miss Ellis", "hook-a-duck", "£36"],
    ["Mr Rowlands", "white elephant", "£48"],
]
WOMEN = ["Mrs Hughes", "Miss Ellis"]
CLUES = [
    ("The tombola took more money than any other stall.", lambda s: s.n(T, "tombola") == 54),
    ("The coconut shy took £6 less than the white elephant stall.",
     lambda s: s.n(T, "coconut shy") == s.n(T, "white elephant") - 6),
    ("Miss Ellis's stall took £12 less than Mr Rowlands's.",
     lambda s: s.n(T, "Miss Ellis") == s.n(T, "Mr Rowlands") - 12),
    ("Mr Pugh didn't run the tombola, and neither of the women ran the coconut shy.",
     lambda s: not s.same("Mr Pugh", "tombola") and not any(s.same(w, "coconut shy") for w in WOMEN)),
    ("Mrs Hughes's stall took more than Mr Rowlands's did.",
     lambda s: s.n(T, "Mrs Hughes") > s.n(T, "Mr Rowlands")),
]
NUM = None
DOT = False
INTRO = ["Four helpers each ran one stall at the village fete on the 14th of June, and each stall took a different sum by the end of the afternoon."]
OUTRO = []
REMARKS = INTRO + OUTRO
