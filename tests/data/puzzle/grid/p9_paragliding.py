A = "Altitudes"
D = "Durations"
def a(s, x):
    return s.n(A, x)
def d(s, x):
    return s.n(D, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Pilots", ["Ingrid", "Jovan", "Keziah", "Laszlo"]),
    ("Launch sites", ["Black Crag", "Eagle Ridge", "Mossy Knoll", "Windy Gap"]),
    ("Altitudes", ["850 m", "1100 m", "1350 m", "1600 m"], [850, 1100, 1350, 1600]),
    ("Durations", ["25 minutes", "40 minutes", "55 minutes", "70 minutes"], [25, 40, 55, 70]),
]
SOLUTION = [
    ("Ingrid", "Windy Gap", "1350 m", "55 minutes"),
    ("Jovan", "Black Crag", "850 m", "70 minutes"),
    ("Keziah", "Eagle Ridge", "1600 m", "25 minutes"),
    ("Laszlo", "Mossy Knoll", "1100 m", "40 minutes"),
]
CLUES = [
    ("The pilot who launched from Eagle Ridge climbed the highest but had the shortest flight.", lambda s: a(s, "Eagle Ridge") == 1600 and d(s, "Eagle Ridge") == 25),
    ("Jovan's flight lasted longer than anyone else's.", lambda s: d(s, "Jovan") == 70),
    ("Laszlo reached 250 m less than Ingrid.", lambda s: a(s, "Laszlo") == a(s, "Ingrid") - 250),
    ("The flight from Mossy Knoll lasted 15 minutes less than Ingrid's.", lambda s: d(s, "Mossy Knoll") == d(s, "Ingrid") - 15),
    ("Keziah didn't launch from Black Crag.", lambda s: not s.same("Keziah", "Black Crag")),
    ("The 850 m flight started from Black Crag.", lambda s: s.same("850 m", "Black Crag")),
]
QUESTIONS = [("Who launched from Windy Gap?", lambda s: s.v("Pilots", "Windy Gap"))]
