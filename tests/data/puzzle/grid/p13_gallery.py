# Newspaper weekly: paintings hung on hooks 1 to 5 (the intro says how they are counted).
H = "Hooks"
def h(s, x):
    return s.n(H, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Paintings", ["Harbour at Dusk", "The Red Chair", "Winter Orchard", "Sleeping Fox", "Two Sisters"]),
    ("Artists", ["Ada Lund", "Bram Okoye", "Cleo Marsh", "Dov Stein", "Eva Kral"]),
    ("Hooks", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ("Harbour at Dusk", "Cleo Marsh", "4"),
    ("The Red Chair", "Ada Lund", "1"),
    ("Winter Orchard", "Eva Kral", "3"),
    ("Sleeping Fox", "Dov Stein", "5"),
    ("Two Sisters", "Bram Okoye", "2"),
]
INTRO = ["The new show at the Quayside Gallery has five paintings by five different artists, hung in a single row on hooks numbered 1 to 5 from left to right."]
CLUES = [
    ("The Red Chair hangs at the far left.", lambda s: h(s, "The Red Chair") == 1),
    ("Bram Okoye's painting hangs immediately to the right of The Red Chair.", lambda s: h(s, "Bram Okoye") == h(s, "The Red Chair") + 1),
    ("Winter Orchard is in the middle of the row.", lambda s: h(s, "Winter Orchard") == 3),
    ("Dov Stein's painting is at one end of the row, but it isn't The Red Chair.",
     lambda s: h(s, "Dov Stein") in (1, 5) and not s.same("Dov Stein", "The Red Chair")),
    ("Harbour at Dusk hangs somewhere to the right of Eva Kral's painting.", lambda s: h(s, "Harbour at Dusk") > h(s, "Eva Kral")),
    ("Cleo Marsh didn't paint Sleeping Fox.", lambda s: not s.same("Cleo Marsh", "Sleeping Fox")),
    ("Ada Lund's painting is not next to Winter Orchard.", lambda s: abs(h(s, "Ada Lund") - h(s, "Winter Orchard")) != 1),
    ("Two Sisters hangs next to The Red Chair.", lambda s: abs(h(s, "Two Sisters") - h(s, "The Red Chair")) == 1),
    ("Sleeping Fox is on hook 5.", lambda s: h(s, "Sleeping Fox") == 5),
    ("Eva Kral painted Winter Orchard.", lambda s: s.same("Eva Kral", "Winter Orchard")),
]
QUESTIONS = [("Who painted Harbour at Dusk?", lambda s: s.v("Artists", "Harbour at Dusk"))]
REMARKS = INTRO
