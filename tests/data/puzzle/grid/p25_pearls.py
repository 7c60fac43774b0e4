L = "Lengths"
P = "Prices"
CATEGORIES = [
    ("Pearls", ["Akoya", "baroque", "South Sea", "Tahitian"]),
    ("Lengths", ["16 inches", "18 inches", "20 inches", "24 inches"], [16, 18, 20, 24]),
    ("Prices", ["$320", "$480", "$640", "$800"], [320, 480, 640, 800]),
]
SOLUTION = [
    ["Akoya", "18 inches", "$480"],
    ["baroque", "24 inches", "$320"],
    ["South Sea", "16 inches", "$800"],
    ["Tahitian", "20 inches", "$640"],
]
CLUES = [
    ("The South Sea necklace costs $160 more than the Tahitian one.", lambda s: s.n(P, "South Sea") == s.n(P, "Tahitian") + 160),
    ("The 24-inch necklace is the cheapest.", lambda s: s.n(P, "24 inches") == 320),
    ("The Akoya strand is 2 inches shorter than the Tahitian.", lambda s: s.n(L, "Akoya") == s.n(L, "Tahitian") - 2),
    ("The $800 necklace isn't 20 inches long.", lambda s: not s.same("$800", "20 inches")),
    ('The Tahitian strand costs $160 more than the Akoya.', lambda s: s.n(P, "Tahitian") == s.n(P, "Akoya") + 160),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
