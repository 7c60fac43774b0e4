A = "Ages"
CATEGORIES = [
    ("Children", ["Alfie", "Bea", "Caleb", "Daisy"]),
    ("Trees", ["oak", "birch", "rowan", "cherry"]),
    ("Ages", ["6", "7", "8", "9"], [6, 7, 8, 9]),
]
SOLUTION = [
    ["Alfie", "rowan", "8"],
    ["Bea", "oak", "6"],
    ["Caleb", "cherry", "9"],
    ["Daisy", "birch", "7"],
]
CLUES = [
    ("Bea is the youngest.", lambda s: s.n(A, "Bea") == 6),
    ("Caleb is older than Alfie.", lambda s: s.n(A, "Caleb") > s.n(A, "Alfie")),
    ("The birch was planted by the 7-year-old.", lambda s: s.same("birch", "7")),
    ("Alfie did not plant the oak or the cherry.", lambda s: not s.same("Alfie", "oak") and not s.same("Alfie", "cherry")),
    ("The oldest child planted the cherry.", lambda s: s.n(A, "cherry") == 9),
    ("Daisy is one year older than Bea.", lambda s: s.n(A, "Daisy") == s.n(A, "Bea") + 1),
]
QUESTIONS = [("Who planted the rowan?", lambda s: s.v("Children", "rowan"))]
NUM = "."
DOT = False
INTRO = ["Four children planted a tree each in the school field. They are all different ages."]
OUTRO = []
REMARKS = INTRO + OUTRO
