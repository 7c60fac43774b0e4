CATEGORIES = [
    ("Teams", ["Badgers", "Otters", "Stoats", "Voles"]),
    ("Captains", ["Milo", "Nina", "Ollie", "Poppy"]),
    ("Places", ["1st", "2nd", "3rd", "4th"]),
]
SOLUTION = [
    ["Badgers", "Poppy", "2nd"],
    ["Otters", "Milo", "4th"],
    ["Stoats", "Nina", "1st"],
    ["Voles", "Ollie", "3rd"],
]
PL = "Places"
CLUES = [
    ("Nina's team won.", lambda s: s.n(PL, "Nina") == 1),
    ("The Otters came last.", lambda s: s.n(PL, "Otters") == 4),
    ("Ollie's team came one place behind the Badgers.", lambda s: s.n(PL, "Ollie") == s.n(PL, "Badgers") + 1),
    ("Poppy is not the captain of the Stoats.", lambda s: not s.same("Poppy", "Stoats")),
    ("The Badgers came second.", lambda s: s.same("Badgers", "2nd")),
    ("Milo is not on the Voles.", lambda s: not s.same("Milo", "Voles")),
    ("Poppy's team did better than Milo's.", lambda s: s.n(PL, "Poppy") < s.n(PL, "Milo")),
    ("The Voles came third.", lambda s: s.n(PL, "Voles") == 3),
]
QUESTIONS = [("Who was captain of the Voles?", lambda s: s.v("Captains", "Voles"))]
NUM = "."
DOT = True
INTRO = ["Four teams pulled the rope at the school fun day. Each team had a captain. Can you work out where each team came?"]
OUTRO = []
REMARKS = INTRO + OUTRO
