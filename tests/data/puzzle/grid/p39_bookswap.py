CATEGORIES = [
    ("Neighbours", ["Anya", "Basil", "Clara", "Dmitri", "Elena"]),
    ("Books", ["atlas", "cookbook", "comic", "novel", "poetry book"]),
    ("Bags", ["canvas bag", "rucksack", "basket", "paper bag", "satchel"]),
    ("Drinks", ["tea", "coffee", "cocoa", "lemonade", "juice"]),
]
SOLUTION = [
    ["Anya", "poetry book", "basket", "cocoa"],
    ["Basil", "cookbook", "rucksack", "tea"],
    ["Clara", "atlas", "satchel", "lemonade"],
    ["Dmitri", "comic", "paper bag", "coffee"],
    ["Elena", "novel", "canvas bag", "juice"],
]
CLUES = [
    ("The person who brought the atlas carried it in a satchel and drank lemonade.",
     lambda s: s.same("atlas", "satchel") and s.same("atlas", "lemonade")),
    ("Basil, who drank tea, didn't bring the comic or the novel.",
     lambda s: s.same("Basil", "tea") and not s.same("Basil", "comic") and not s.same("Basil", "novel")),
    ("Neither Anya nor Elena brought the cookbook, and neither of them had a rucksack.",
     lambda s: all(not s.same(p, x) for p in ("Anya", "Elena") for x in ("cookbook", "rucksack"))),
    ("The comic came in a paper bag, and its owner drank coffee.",
     lambda s: s.same("comic", "paper bag") and s.same("comic", "coffee")),
    ("Elena's novel was in the canvas bag.", lambda s: s.same("Elena", "novel") and s.same("Elena", "canvas bag")),
    ("Anya drank cocoa.", lambda s: s.same("Anya", "cocoa")),
    ("Clara didn't bring the comic.", lambda s: not s.same("Clara", "comic")),
]
QUESTIONS = [("Who brought the poetry book?", lambda s: s.v("Neighbours", "poetry book"))]
NUM = None
DOT = False
INTRO = ["Five neighbours met at the café's Saturday book swap. Each brought one book in a different bag, and each ordered a different drink while they browsed."]
OUTRO = []
REMARKS = INTRO + OUTRO
