S = "Shots"
CATEGORIES = [
    ("Bowlers", ["Arthur", "Beryl", "Cyril", "Dot"]),
    ("Shots", ["8", "11", "14", "17"], [8, 11, 14, 17]),
    ("Woods", ["black", "blue", "brown", "green"]),
]
SOLUTION = [
    ["Arthur", "14", "green"],
    ["Beryl", "17", "black"],
    ["Cyril", "8", "blue"],
    ["Dot", "11", "brown"],
]
CLUES = [
    ("Beryl scored three shots more than Arthur.", lambda s: s.n(S, "Beryl") == s.n(S, "Arthur") + 3),
    ("The bowler with the blue woods scored the fewest shots.", lambda s: s.n(S, "blue") == 8),
    ("Dot's woods are brown.", lambda s: s.same("Dot", "brown")),
    ("Cyril scored fewer shots than Dot.", lambda s: s.n(S, "Cyril") < s.n(S, "Dot")),
    ("The black woods belong to the bowler with the highest score.", lambda s: s.n(S, "black") == 17),
]
NUM = None
DOT = False
INTRO = ["Four members of the bowls club played a singles round robin, and their shots were added up at the end of the evening."]
OUTRO = []
REMARKS = INTRO + OUTRO
