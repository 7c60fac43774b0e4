T = "Start times"
L = "Durations"
CATEGORIES = [
    ("Walkers", ["Maelle", "Nils", "Orla", "Pavel"]),
    ("Trails", ["Birch Loop", "Frozen Lake", "Ridge Path", "Spruce Hollow"]),
    ("Start times", ["8:30am", "9:00am", "9:30am", "10:00am"], [510, 540, 570, 600]),
    ("Durations", ["45 minutes", "1 hour", "1 hour 30 minutes", "2 hours"], [45, 60, 90, 120]),
]
SOLUTION = [
    ["Maelle", "Ridge Path", "9:00am", "2 hours"],
    ["Nils", "Birch Loop", "10:00am", "45 minutes"],
    ["Orla", "Spruce Hollow", "8:30am", "1 hour 30 minutes"],
    ["Pavel", "Frozen Lake", "9:30am", "1 hour"],
]
CLUES = [
    ("Orla was the first to set off.", lambda s: s.n(T, "Orla") == 510),
    ("The Ridge Path walk lasted longest.", lambda s: s.n(L, "Ridge Path") == 120),
    ("Pavel started half an hour after Maelle.", lambda s: s.n(T, "Pavel") == s.n(T, "Maelle") + 30),
    ("The walk that began at 10:00am was the shortest.", lambda s: s.same("10:00am", "45 minutes")),
    ("The Frozen Lake trail took 15 minutes longer than Nils's walk.", lambda s: s.n(L, "Frozen Lake") == s.n(L, "Nils") + 15),
    ("Orla didn't walk the Birch Loop.", lambda s: not s.same("Orla", "Birch Loop")),
    ("Maelle's walk took 30 minutes longer than Orla's.", lambda s: s.n(L, "Maelle") == s.n(L, "Orla") + 30),
    ("Nils didn't take the Spruce Hollow trail.", lambda s: not s.same("Nils", "Spruce Hollow")),
    ("Pavel was out for less time than Orla.", lambda s: s.n(L, "Pavel") < s.n(L, "Orla")),
]
QUESTIONS = [("Which trail did Pavel take?", lambda s: s.v("Trails", "Pavel")),
             ("When did Nils start?", lambda s: s.v(T, "Nils"))]
NUM = ")"
DOT = False
INTRO = ["After a heavy snowfall, four guests at a mountain lodge borrowed snowshoes and each went out alone on a different marked trail. Each set off at a different time and was out for a different length of time."]
OUTRO = []
REMARKS = INTRO + OUTRO
