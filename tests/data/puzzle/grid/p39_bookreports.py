M = "Months"
G = "Pages"
CATEGORIES = [
    ("Pupils", ["Grace", "Hugo", "Iris", "Jonah"]),
    ("Books", ["dragon story", "pony book", "space adventure", "mystery"]),
    ("Months", ["September", "October", "November", "December"], [9, 10, 11, 12]),
    ("Pages", ["120 pages", "150 pages", "180 pages", "210 pages"], [120, 150, 180, 210]),
]
SOLUTION = [
    ["Grace", "mystery", "November", "180 pages"],
    ["Hugo", "space adventure", "September", "210 pages"],
    ["Iris", "pony book", "December", "120 pages"],
    ["Jonah", "dragon story", "October", "150 pages"],
]
CLUES = [
    ("Hugo gave the first report of the term, on the longest book.",
     lambda s: s.n(M, "Hugo") == 9 and s.n(G, "Hugo") == 210),
    ("The pony book, which had the fewest pages, was reported on two months after the dragon story.",
     lambda s: s.n(G, "pony book") == 120 and s.n(M, "pony book") == s.n(M, "dragon story") + 2),
    ("Grace's book was 30 pages longer than Jonah's.", lambda s: s.n(G, "Grace") == s.n(G, "Jonah") + 30),
    ("The mystery was neither Jonah's nor Hugo's.", lambda s: not s.same("Jonah", "mystery") and not s.same("Hugo", "mystery")),
    ("Iris's book was the shortest, and Jonah gave his report the month before Grace.",
     lambda s: s.n(G, "Iris") == 120 and s.n(M, "Jonah") == s.n(M, "Grace") - 1),
]
QUESTIONS = [("Who read the mystery?", lambda s: s.v("Pupils", "mystery"))]
NUM = None
DOT = False
INTRO = ["Four pupils each gave a book report in a different month of the autumn term, from September to December. Each read a different book, and no two books had the same number of pages."]
OUTRO = []
REMARKS = INTRO + OUTRO
