W = "Weights"
A = "Ages"
CATEGORIES = [
    ("Cats", ["Biscuit", "Mochi", "Pepper", "Sardine", "Waffles"]),
    ("Weights", ["6 lbs", "8 lbs", "10 lbs", "12 lbs", "14 lbs"], [6, 8, 10, 12, 14]),
    ("Ages", ["2", "3", "5", "7", "9"], [2, 3, 5, 7, 9]),
]
SOLUTION = [
    ["Biscuit", "10 lbs", "7"],
    ["Mochi", "6 lbs", "2"],
    ["Pepper", "14 lbs", "5"],
    ["Sardine", "8 lbs", "9"],
    ["Waffles", "12 lbs", "3"],
]
CLUES = [
    ("Of the five, the 6-lb cat is the youngest.", lambda s: s.same("6 lbs", "2")),
    ("The 9-year-old weighs 2 lbs less than Biscuit.", lambda s: s.n(W, "9") == s.n(W, "Biscuit") - 2),
    ("Pepper is 2 years older than Waffles.", lambda s: s.n(A, "Pepper") == s.n(A, "Waffles") + 2),
    ("The heaviest cat isn't the oldest.", lambda s: s.n(A, "14 lbs") != 9),
    ('Mochi is the lightest of the five.', lambda s: s.n(W, "Mochi") == 6),
    ('Waffles weighs 2 lbs more than Biscuit.', lambda s: s.n(W, "Waffles") == s.n(W, "Biscuit") + 2),
    ('Pepper is the heaviest cat.', lambda s: s.n(W, "Pepper") == 14),
    ('Waffles is younger than Biscuit.', lambda s: s.n(A, "Waffles") < s.n(A, "Biscuit")),
]
NUM = None
DOT = False
INTRO = ["Five rescue cats are waiting for new homes at the cat cafe. Their ages are given in years."]
OUTRO = []
REMARKS = INTRO + OUTRO
