F = "Floors"
CATEGORIES = [
    ("Colleagues", ["Dana", "Eric", "Fay", "Gus", "Hilda"]),
    ("Plants", ["aloe", "fern", "ivy", "spider plant", "yucca"]),
    ("Floors", ["ground floor", "1st floor", "2nd floor", "3rd floor", "4th floor"], [0, 1, 2, 3, 4]),
]
SOLUTION = [
    ["Dana", "fern", "3rd floor"],
    ["Eric", "yucca", "ground floor"],
    ["Fay", "aloe", "4th floor"],
    ["Gus", "spider plant", "1st floor"],
    ["Hilda", "ivy", "2nd floor"],
]
CLUES = [
    ("Fay works on the top floor.", lambda s: s.n(F, "Fay") == 4),
    ("Eric's desk is on the ground floor, and Gus works one floor up from him.",
     lambda s: s.n(F, "Eric") == 0 and s.n(F, "Gus") == 1),
    ("Hilda works on the floor directly below Dana.", lambda s: s.n(F, "Hilda") == s.n(F, "Dana") - 1),
    ("The fern is kept two floors above the spider plant.", lambda s: s.n(F, "fern") == s.n(F, "spider plant") + 2),
    ("The aloe belongs to the colleague on the top floor.", lambda s: s.n(F, "aloe") == 4),
    ("The spider plant isn't on the ground floor.", lambda s: s.n(F, "spider plant") != 0),
    ("The ivy sits on a higher floor than the yucca.", lambda s: s.n(F, "ivy") > s.n(F, "yucca")),
]
QUESTIONS = [("Who keeps the yucca?", lambda s: s.v("Colleagues", "yucca"))]
NUM = None
DOT = False
INTRO = [
    "Five colleagues at the Hartley Building each keep a pot plant on their desk, and no two of them work on the same floor. The building has a ground floor and four floors above it.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
