L = "Lengths"
def m(s, x):
    return s.n(L, x)
CATEGORIES = [
    ("Instructors", ["Anouk", "Bernadette", "Chen", "Dario", "Esme"]),
    ("Styles", ["Ashtanga", "Hatha", "Iyengar", "Vinyasa", "Yin"]),
    ("Lengths", ["30 minutes", "45 minutes", "60 minutes", "75 minutes", "90 minutes"], [30, 45, 60, 75, 90]),
]
CLUES = [
    ("The Yin class, the longest on the timetable, isn't Chen's.",
     lambda s: m(s, "Yin") == 90 and not s.same("Yin", "Chen")),
    ("Esme's class lasts just half an hour.", lambda s: m(s, "Esme") == 30),
    ("Dario keeps his students half an hour longer than Bernadette does.",
     lambda s: m(s, "Dario") == m(s, "Bernadette") + 30),
    ("The Vinyasa class is a quarter of an hour shorter than the Ashtanga class.",
     lambda s: m(s, "Vinyasa") == m(s, "Ashtanga") - 15),
    ("Bernadette doesn't teach Iyengar.", lambda s: not s.same("Bernadette", "Iyengar")),
    ("The Hatha class is three quarters of an hour shorter than Anouk's.", lambda s: m(s, "Hatha") == m(s, "Anouk") - 45),
    ("Chen's class runs longer than Bernadette's.", lambda s: m(s, "Chen") > m(s, "Bernadette")),
]
REMARKS = ["The Lotus Studio's new timetable lists five classes, each taught by a different instructor and each a different length."]
