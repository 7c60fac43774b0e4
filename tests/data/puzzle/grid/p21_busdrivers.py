T = "Times"
Y = "Service"
CATEGORIES = [
    ("Drivers", ["Stan", "Terry", "Una", "Vera"]),
    ("Routes", ["Ashwell", "Bicton", "Claydon", "Deepdale"]),
    ("Times", ["5:45am", "6:00am", "6:15am", "6:30am"], [345, 360, 375, 390]),
    ("Service", ["3 years", "8 years", "12 years", "20 years"], [3, 8, 12, 20]),
]
SOLUTION = [
    ["Stan", "Claydon", "6:15am", "20 years"],
    ["Terry", "Ashwell", "5:45am", "8 years"],
    ["Una", "Deepdale", "6:30am", "3 years"],
    ["Vera", "Bicton", "6:00am", "12 years"],
]
CLUES = [
    ("The Ashwell bus is the first to leave, and its driver has been with the company for 8 years.",
     lambda s: s.n(T, "Ashwell") == 345 and s.same("Ashwell", "8 years")),
    ("Stan has worked for the company longest of all, and his bus leaves half an hour after Terry's.",
     lambda s: s.n(Y, "Stan") == 20 and s.n(T, "Stan") == s.n(T, "Terry") + 30),
    ("Una, the newest recruit, doesn't drive the Bicton bus.",
     lambda s: s.n(Y, "Una") == 3 and not s.same("Una", "Bicton")),
    ("The Deepdale bus leaves 15 minutes after the Claydon bus.",
     lambda s: s.n(T, "Deepdale") == s.n(T, "Claydon") + 15),
    ("Vera has been driving for the company 4 years longer than Terry.",
     lambda s: s.n(Y, "Vera") == s.n(Y, "Terry") + 4),
    ("Vera's bus pulls out of the station before Una's.", lambda s: s.n(T, "Vera") < s.n(T, "Una")),
]
QUESTIONS = [("Which route does Vera drive?", lambda s: s.v("Routes", "Vera"))]
NUM = "."
DOT = False
INTRO = ["All Aboard",
         "Four drivers work the early shift at Brackley bus station. "
         "Each takes out the first bus on a different route at a different time, and each has been with the bus company for a different number of years."]
OUTRO = []
REMARKS = INTRO + OUTRO
