L = "Lengths"
CATEGORIES = [
    ("Pupils", ["Ella", "Finn", "Grace", "Harry"]),
    ("Crystals", ["alum", "borax", "salt", "sugar"]),
    ("Lengths", ["8 mm", "12 mm", "16 mm", "20 mm"], [8, 12, 16, 20]),
]
SOLUTION = [
    ["Ella", "alum", "20 mm"],
    ["Finn", "salt", "8 mm"],
    ["Grace", "borax", "12 mm"],
    ["Harry", "sugar", "16 mm"],
]
CLUES = [
    ("The alum crystal grew the longest.", lambda s: s.n(L, "alum") == 20),
    ("Finn's crystal was 4 mm shorter than Grace's.", lambda s: s.n(L, "Finn") == s.n(L, "Grace") - 4),
    ("Harry's crystal ended up longer than the borax one.", lambda s: s.n(L, "Harry") > s.n(L, "borax")),
    ("Ella's crystal was longer than Harry's.", lambda s: s.n(L, "Ella") > s.n(L, "Harry")),
    ("Grace's crystal wasn't made of salt.", lambda s: not s.same("Grace", "salt")),
    ("The salt crystal was shorter than the sugar one.", lambda s: s.n(L, "salt") < s.n(L, "sugar")),
]
QUESTIONS = [("How long was Harry's crystal?", lambda s: s.v(L, "Harry"))]
NUM = "."
DOT = False
INTRO = ["For the science fair, four pupils each grew a crystal from a different substance and measured how long it grew in a week."]
OUTRO = []
REMARKS = INTRO + OUTRO
