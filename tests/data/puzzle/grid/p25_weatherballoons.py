T = "Launch times"
A = "Altitudes"
CATEGORIES = [
    ("Stations", ["Amarillo", "Boise", "Casper", "Duluth", "Eureka"]),
    ("Launch times", ["5:00am", "5:30am", "6:00am", "6:30am", "7:00am"], [300, 330, 360, 390, 420]),
    ("Altitudes", ["18 km", "21 km", "24 km", "27 km", "30 km"], [18, 21, 24, 27, 30]),
]
SOLUTION = [
    ["Amarillo", "6:00am", "27 km"],
    ["Boise", "7:00am", "18 km"],
    ["Casper", "5:00am", "24 km"],
    ["Duluth", "6:30am", "30 km"],
    ["Eureka", "5:30am", "21 km"],
]
CLUES = [
    ("The balloon that reached 30 km was launched 30 minutes after the one from Amarillo.",
     lambda s: s.n(T, "30 km") == s.n(T, "Amarillo") + 30),
    ("The Boise balloon was launched last, and it reached the lowest altitude of the five.",
     lambda s: s.n(T, "Boise") == 420 and s.n(A, "Boise") == 18),
    ("Casper's balloon rose 3 km higher than the 5:30am balloon.", lambda s: s.n(A, "Casper") == s.n(A, "5:30am") + 3),
    ("The 6:00am launch wasn't from Eureka.", lambda s: not s.same("6:00am", "Eureka")),
    ("Casper's balloon went up first.", lambda s: s.n(T, "Casper") == 300),
    ("The highest-flying balloon was Duluth's.", lambda s: s.n(A, "Duluth") == 30),
    ("The Amarillo balloon rose 6 km higher than Eureka's.", lambda s: s.n(A, "Amarillo") == s.n(A, "Eureka") + 6),
]
NUM = None
DOT = False
INTRO = ["Five weather stations each sent up one balloon on Tuesday morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
