P = "Pieces"
CATEGORIES = [
    ("Makers", ["Odile", "Piet", "Rosa", "Sven"]),
    ("Materials", ["bamboo", "brass", "copper", "seashell"]),
    ("Pieces", ["5", "6", "7", "8"], [5, 6, 7, 8]),
]
SOLUTION = [
    ["Odile", "copper", "7"],
    ["Piet", "bamboo", "5"],
    ["Rosa", "seashell", "8"],
    ["Sven", "brass", "6"],
]
CLUES = [
    ("The chime with the most pieces isn't made of brass, bamboo or copper.",
     lambda s: s.n(P, "seashell") == 8),
    ("Piet's chime has two fewer pieces than Odile's.", lambda s: s.n(P, "Piet") == s.n(P, "Odile") - 2),
    ("Odile's chime doesn't have as many pieces as Rosa's.", lambda s: s.n(P, "Odile") < s.n(P, "Rosa")),
    ("Sven's brass chime has one more piece than the bamboo one.",
     lambda s: s.same("Sven", "brass") and s.n(P, "brass") == s.n(P, "bamboo") + 1),
]
QUESTIONS = [("Who made the copper chime?", lambda s: s.v("Makers", "copper"))]
NUM = None
DOT = False
INTRO = ["Four stallholders at the craft market each make wind chimes from a different material, and each of their chimes has a different number of hanging pieces."]
OUTRO = []
REMARKS = INTRO + OUTRO
