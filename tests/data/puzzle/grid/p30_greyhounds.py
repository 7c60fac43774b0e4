A = "Ages"
W = "Weights"
CATEGORIES = [
    ("Adopters", ["Marguerite", "Nolan", "Pilar", "Wendell"]),
    ("Greyhounds", ["Bolt", "Comet", "Pepper", "Zephyr"]),
    ("Ages", ["2", "3", "4", "5"], [2, 3, 4, 5]),
    ("Weights", ["58 lbs", "62 lbs", "66 lbs", "70 lbs"], [58, 62, 66, 70]),
]
SOLUTION = [
    ["Marguerite", "Zephyr", "4", "62 lbs"],
    ["Nolan", "Pepper", "2", "70 lbs"],
    ["Pilar", "Bolt", "5", "58 lbs"],
    ["Wendell", "Comet", "3", "66 lbs"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The dog adopted by Wendell is 1 year older than Pepper.",
     lambda s: s.n(A, "Wendell") == s.n(A, "Pepper") + 1),
    ("The 5-year-old weighs 4 lbs less than Marguerite's dog.",
     lambda s: s.n(W, "5") == s.n(W, "Marguerite") - 4),
    ("The heaviest greyhound is also the youngest.",
     lambda s: s.same("70 lbs", "2")),
    ("Zephyr is either the 4-year-old or Pilar's dog.",
     lambda s: s.same("Zephyr", "4") != s.same("Zephyr", "Pilar")),
    ("Of Bolt and the 66-lb dog, one was adopted by Pilar and the other by Wendell.",
     lambda s: one_other(s, "Bolt", "66 lbs", "Pilar", "Wendell")),
    ("Nolan didn't adopt Comet.",
     lambda s: not s.same("Nolan", "Comet")),
    ("Zephyr weighs less than Comet.",
     lambda s: s.n(W, "Zephyr") < s.n(W, "Comet")),
    ("Pilar's greyhound is the lightest.",
     lambda s: s.n(W, "Pilar") == 58),
]
NUM = None
DOT = False
INTRO = ["Four retired racing greyhounds were adopted from the same rescue last month."]
OUTRO = []
REMARKS = INTRO + OUTRO
