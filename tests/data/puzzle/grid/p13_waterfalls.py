# Website style, clues numbered 1); dates a week apart, heights.
D = "Dates"
HT = "Heights"
def d(s, x):
    return s.n(D, x)
def ht(s, x):
    return s.n(HT, x)
NUM = "1)"
DOT = False
CATEGORIES = [
    ("Waterfalls", ["Craigburn Falls", "Lady's Veil", "Moss Force", "White Spout"]),
    ("Dates", ["June 3", "June 10", "June 17", "June 24"], [3, 10, 17, 24]),
    ("Heights", ["18 m", "25 m", "32 m", "40 m"], [18, 25, 32, 40]),
]
SOLUTION = [
    ("Craigburn Falls", "June 17", "25 m"),
    ("Lady's Veil", "June 3", "40 m"),
    ("Moss Force", "June 24", "18 m"),
    ("White Spout", "June 10", "32 m"),
]
CLUES = [
    ("The tallest waterfall was visited first.", lambda s: ht(s, "June 3") == 40),
    ("Moss Force was visited a week after Craigburn Falls.", lambda s: d(s, "Moss Force") == d(s, "Craigburn Falls") + 7),
    ("White Spout is 7 m taller than Craigburn Falls.", lambda s: ht(s, "White Spout") == ht(s, "Craigburn Falls") + 7),
    ("The waterfall visited on June 24 is the shortest.", lambda s: ht(s, "June 24") == 18),
    ("Lady's Veil is taller than White Spout.", lambda s: ht(s, "Lady's Veil") > ht(s, "White Spout")),
    ("Moss Force was visited either on June 17 or on June 24.", lambda s: s.same("Moss Force", "June 17") != s.same("Moss Force", "June 24")),
]
QUESTIONS = [("When was White Spout visited?", lambda s: s.v("Dates", "White Spout"))]
