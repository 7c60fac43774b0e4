D = "Shifts"
T = "Tips"
CATEGORIES = [
    ("Baristas", ["Camille", "Jonah", "Leilani", "Stefan"]),
    ("Shifts", ["Monday", "Wednesday", "Friday", "Sunday"], [1, 3, 5, 7]),
    ("Tips", ["$31.40", "$38.75", "$44.10", "$52.25"], [3140, 3875, 4410, 5225]),
]
SOLUTION = [
    ["Camille", "Friday", "$52.25"],
    ["Jonah", "Monday", "$31.40"],
    ["Leilani", "Sunday", "$38.75"],
    ["Stefan", "Wednesday", "$44.10"],
]
CLUES = [
    ("The barista who worked Friday collected the most tips.", lambda s: s.n(T, "Friday") == 5225),
    ("Jonah's tips came to $7.35 less than Leilani's.", lambda s: s.n(T, "Jonah") == s.n(T, "Leilani") - 735),
    ("Stefan worked two days after Jonah.", lambda s: s.n(D, "Stefan") == s.n(D, "Jonah") + 2),
    ("Leilani didn't work on Wednesday.", lambda s: not s.same("Leilani", "Wednesday")),
    ("Leilani worked the weekend shift.", lambda s: s.same("Leilani", "Sunday")),
    ("Stefan's tips were $5.35 more than Leilani's.", lambda s: s.n(T, "Stefan") == s.n(T, "Leilani") + 535),
]
NUM = "."
DOT = False
INTRO = ["Each of the four baristas at the Daily Grind worked one shift last week and kept the tip jar from that shift."]
OUTRO = []
REMARKS = INTRO + OUTRO
