L = "Lengths"
Y = "Years"
CATEGORIES = [
    ("Walkers", ["Anouk", "Bastien", "Chiara", "Dmitri", "Esme"]),
    ("Cities", ["Lisbon", "Montreal", "Osaka", "Prague", "Quito"]),
    ("Lengths", ["40 m", "55 m", "70 m", "85 m", "100 m"], [40, 55, 70, 85, 100]),
    ("Years", ["2015", "2016", "2017", "2018", "2019"], [2015, 2016, 2017, 2018, 2019]),
]
SOLUTION = [
    ["Anouk", "Osaka", "85 m", "2017"],
    ["Bastien", "Quito", "40 m", "2019"],
    ["Chiara", "Lisbon", "100 m", "2015"],
    ["Dmitri", "Prague", "55 m", "2016"],
    ["Esme", "Montreal", "70 m", "2018"],
]
CLUES = [
    ("The Prague walk was 30 meters shorter than the Osaka walk.", lambda s: s.n(L, "Prague") == s.n(L, "Osaka") - 30),
    ("The 2018 crossing was somewhat longer than Bastien's.", lambda s: s.n(L, "2018") > s.n(L, "Bastien")),
    ("Chiara's walk took place 2 years before Anouk's.", lambda s: s.n(Y, "Chiara") == s.n(Y, "Anouk") - 2),
    ("Of the 100 m walk and the Quito walk, one was in 2015 and the other was Bastien's.",
     lambda s: s.e("100 m") != s.e("Quito") and (
         (s.same("100 m", "2015") and s.same("Quito", "Bastien")) or
         (s.same("Quito", "2015") and s.same("100 m", "Bastien")))),
    ("Dmitri's walk wasn't 15 meters shorter than Anouk's.", lambda s: s.n(L, "Dmitri") != s.n(L, "Anouk") - 15),
    ("The longest walk was in Lisbon.", lambda s: s.n(L, "Lisbon") == 100),
    ("Esme walked in either Montreal or Prague.", lambda s: s.same("Esme", "Montreal") != s.same("Esme", "Prague")),
    ("The 2016 walk was 15 meters longer than the walk in Quito.", lambda s: s.n(L, "2016") == s.n(L, "Quito") + 15),
    ("The most recent crossing wasn't in Montreal.", lambda s: not s.same("2019", "Montreal")),
    ("The Montreal walk came 1 year after the Osaka walk.", lambda s: s.n(Y, "Montreal") == s.n(Y, "Osaka") + 1),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
