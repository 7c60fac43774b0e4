P = "Page counts"
CATEGORIES = [
    ("Authors", ["Hattie", "Ivan", "Josephine", "Kwame", "Leona"]),
    ("Novels", ["Blue Harbor", "Nine Lanterns", "The Quiet Hour", "The Salt Road", "Winter Orchard"]),
    ("Page counts", ["212 pages", "248 pages", "284 pages", "320 pages", "356 pages"], [212, 248, 284, 320, 356]),
]
SOLUTION = [
    ["Hattie", "Nine Lanterns", "320 pages"],
    ["Ivan", "The Salt Road", "212 pages"],
    ["Josephine", "Blue Harbor", "356 pages"],
    ["Kwame", "Winter Orchard", "248 pages"],
    ["Leona", "The Quiet Hour", "284 pages"],
]
CLUES = [
    ("The Salt Road is the shortest novel.",
     lambda s: s.n(P, "The Salt Road") == 212),
    ("Winter Orchard has 36 more pages than Ivan's book.",
     lambda s: s.n(P, "Winter Orchard") == s.n(P, "Ivan") + 36),
    ("Josephine's novel is longer than Hattie's.",
     lambda s: s.n(P, "Josephine") > s.n(P, "Hattie")),
    ("Leona's book is either The Quiet Hour or the 320-page novel.",
     lambda s: s.same("Leona", "The Quiet Hour") != s.same("Leona", "320 pages")),
    ("Nine Lanterns has 72 more pages than Kwame's novel.",
     lambda s: s.n(P, "Nine Lanterns") == s.n(P, "Kwame") + 72),
    ("Blue Harbor isn't Hattie's.",
     lambda s: not s.same("Blue Harbor", "Hattie")),
    ("Ivan's novel has 144 fewer pages than Josephine's.",
     lambda s: s.n(P, "Ivan") == s.n(P, "Josephine") - 144),
    ("Kwame's book is shorter than Leona's.",
     lambda s: s.n(P, "Kwame") < s.n(P, "Leona")),
    ("Neither Leona nor Josephine wrote Nine Lanterns.",
     lambda s: not s.same("Leona", "Nine Lanterns") and not s.same("Josephine", "Nine Lanterns")),
]
QUESTIONS = []
NUM = None
DOT = False
INTRO = ["Five writers each published a first novel with the same small press this year."]
OUTRO = []
REMARKS = INTRO + OUTRO
