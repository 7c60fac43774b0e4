T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = ""
CATEGORIES = [
    ("Callers", ["Bernadette", "Cormac", "Dolores", "Eamon"]),
    ("Times", ["9:05am", "9:20am", "9:35am", "9:50am"], [545, 560, 575, 590]),
    ("Topics", ["football", "potholes", "recipes", "weather"]),
    ("Towns", ["Athy", "Birr", "Cobh", "Tuam"]),
]
SOLUTION = [("Bernadette", "9:35am", "recipes", "Cobh"), ("Cormac", "9:05am", "potholes", "Tuam"), ("Dolores", "9:50am", "weather", "Athy"), ("Eamon", "9:20am", "football", "Birr")]
CLUES = [
    ("The first caller complained about potholes.", lambda s: t(s, "potholes") == 545),
    ("Dolores rang 15 minutes after Bernadette.", lambda s: t(s, "Dolores") == t(s, "Bernadette") + 15),
    ("The caller from Birr talked about football.", lambda s: s.same("Birr", "football")),
    ("The caller from Athy rang last.", lambda s: t(s, "Athy") == 590),
    ("Bernadette didn't call about the weather.", lambda s: not s.same("Bernadette", "weather")),
    ("Eamon called before Bernadette but after the caller from Tuam.", lambda s: t(s, "Tuam") < t(s, "Eamon") < t(s, "Bernadette")),
    ("Eamon didn't call about recipes.", lambda s: not s.same("Eamon", "recipes")),
    ("The weather caller is from Athy.", lambda s: s.same("weather", "Athy")),
]
QUESTIONS = [("Where is Bernadette from?", lambda s: s.v("Towns", "Bernadette"))]
