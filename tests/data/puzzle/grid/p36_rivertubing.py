T = "Landings"
CATEGORIES = [
    ("Tubers", ["Keith", "Lonnie", "Marcy", "Nadine", "Opal"]),
    ("Snacks", ["chips", "jerky", "peanuts", "pretzels", "watermelon"]),
    ("Landings", ["1:10", "1:25", "1:40", "1:55", "2:10"], [70, 85, 100, 115, 130]),
]
SOLUTION = [
    ["Keith", "jerky", "1:40"],
    ["Lonnie", "watermelon", "2:10"],
    ["Marcy", "pretzels", "1:10"],
    ["Nadine", "chips", "1:55"],
    ["Opal", "peanuts", "1:25"],
]
CLUES = [
    ("Marcy was the first to reach the landing.", lambda s: s.n(T, "Marcy") == 70),
    ("The tuber with the watermelon drifted in last, 45 minutes after Opal.",
     lambda s: s.n(T, "watermelon") == 130 and s.n(T, "watermelon") == s.n(T, "Opal") + 45),
    ("Keith landed 15 minutes before the one who brought chips.",
     lambda s: s.n(T, "Keith") == s.n(T, "chips") - 15),
    ("Opal didn't bring the jerky or the pretzels.",
     lambda s: not s.same("Opal", "jerky") and not s.same("Opal", "pretzels")),
    ("Nadine reached the landing sometime after Keith did.", lambda s: s.n(T, "Nadine") > s.n(T, "Keith")),
    ("The one who brought pretzels landed half an hour before the one with the jerky.",
     lambda s: s.n(T, "pretzels") == s.n(T, "jerky") - 30),
    ("Nadine beat Lonnie to the landing.", lambda s: s.n(T, "Nadine") < s.n(T, "Lonnie")),
]
QUESTIONS = [("Who brought the peanuts?", lambda s: s.v("Tubers", "peanuts"))]
NUM = "."
DOT = False
INTRO = ["Five friends floated down the Guadalupe River on inner tubes one July afternoon, each with a different snack tied to the tube. They drifted apart, and each reached the take-out landing at a different time between 1:10 and 2:10."]
OUTRO = []
REMARKS = INTRO + OUTRO
