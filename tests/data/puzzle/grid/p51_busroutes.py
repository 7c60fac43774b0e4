T = "Times"
CATEGORIES = [
    ("Drivers", ["Alf", "Bert", "Cyril", "Derek", "Ernie"]),
    ("Routes", ["Route 3", "Route 7", "Route 12", "Route 15", "Route 22"]),
    ("Times", ["7.15am", "7.30am", "7.45am", "8.00am", "8.15am"], [435, 450, 465, 480, 495]),
]
SOLUTION = [
    ["Alf", "Route 12", "7.45am"],
    ["Bert", "Route 3", "7.15am"],
    ["Cyril", "Route 22", "8.15am"],
    ["Derek", "Route 7", "8.00am"],
    ["Ernie", "Route 15", "7.30am"],
]
CLUES = [
    ("The first bus out of the depot, at a quarter past seven, was the Route 3.", lambda s: s.n(T, "Route 3") == 435),
    ("Alf pulled out half an hour after Bert.", lambda s: s.n(T, "Alf") == s.n(T, "Bert") + 30),
    ("Derek's bus left a quarter of an hour before the Route 22.", lambda s: s.n(T, "Derek") == s.n(T, "Route 22") - 15),
    ("Ernie, who doesn't drive the Route 7, left before Alf.",
     lambda s: not s.same("Ernie", "Route 7") and s.n(T, "Ernie") < s.n(T, "Alf")),
    ("Neither Cyril nor Derek drives the Route 12.",
     lambda s: not s.same("Cyril", "Route 12") and not s.same("Derek", "Route 12")),
    ("The Route 15 left earlier than the Route 12.", lambda s: s.n(T, "Route 15") < s.n(T, "Route 12")),
    ("Derek didn't leave until after Alf had gone.", lambda s: s.n(T, "Derek") > s.n(T, "Alf")),
]
QUESTIONS = [
    ("Which route does Derek drive?", lambda s: s.v("Routes", "Derek")),
    ("At what time did the Route 22 leave?", lambda s: s.v(T, "Route 22")),
]
NUM = "."
INTRO = ["Every weekday morning five double-deckers leave the Corporation depot at quarter-hour intervals, each on a different route and each with its regular driver at the wheel."]
ASK = "Can you discover which route each man drives and when his bus leaves?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
