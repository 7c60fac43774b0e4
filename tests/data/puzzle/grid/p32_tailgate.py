T = "Arrivals"
CATEGORIES = [
    ("Fans", ["Gail", "Mitch", "Ron", "Shelby"]),
    ("Dishes", ["bratwurst", "chili", "nachos", "ribs"]),
    ("Arrivals", ["10:30 a.m.", "11:00 a.m.", "11:30 a.m.", "noon"], [630, 660, 690, 720]),
    ("Jerseys", ["No. 7", "No. 12", "No. 23", "No. 88"]),
]
SOLUTION = [
    ["Gail", "ribs", "10:30 a.m.", "No. 23"],
    ["Mitch", "nachos", "noon", "No. 7"],
    ["Ron", "chili", "11:00 a.m.", "No. 88"],
    ["Shelby", "bratwurst", "11:30 a.m.", "No. 12"],
]
CLUES = [
    ("The fan wearing No. 23 got to the lot first and brought the ribs.",
     lambda s: s.n(T, "No. 23") == 630 and s.same("No. 23", "ribs")),
    ("Mitch arrived 30 minutes after Shelby.", lambda s: s.n(T, "Mitch") == s.n(T, "Shelby") + 30),
    ("The person who brought chili arrived an hour before Mitch.", lambda s: s.n(T, "chili") == s.n(T, "Mitch") - 60),
    ("Shelby isn't wearing No. 88.", lambda s: not s.same("Shelby", "No. 88")),
    ("The fan in the No. 7 jersey brought the nachos.", lambda s: s.same("No. 7", "nachos")),
    ("Ron got there 30 minutes after Gail.", lambda s: s.n(T, "Ron") == s.n(T, "Gail") + 30),
    ("Shelby, who wore No. 12, brought the bratwurst.", lambda s: s.same("Shelby", "No. 12") and s.same("Shelby", "bratwurst")),
]
NUM = "."
DOT = False
INTRO = [
    "Tailgating Before the Big Game",
    "Four friends met in the stadium parking lot before Saturday's homecoming game. Each brought a different dish, arrived at a different time, and wore a different player's jersey. Determine the dish, arrival time, and jersey number for each fan.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
