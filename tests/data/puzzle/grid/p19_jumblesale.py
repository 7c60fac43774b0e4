T = "Takings"
CATEGORIES = [
    ("Helpers", ["Nora", "Oscar", "Pam", "Ray"]),
    ("Stalls", ["books", "bric-a-brac", "clothes", "toys"]),
    ("Takings", ["£23", "£31", "£39", "£47"], [23, 31, 39, 47]),
]
SOLUTION = [
    ["Nora", "toys", "£39"],
    ["Oscar", "books", "£23"],
    ["Pam", "clothes", "£47"],
    ["Ray", "bric-a-brac", "£31"],
]
CLUES = [
    ("The clothes stall took the most.", lambda s: s.n(T, "clothes") == 47),
    ("Oscar's stall took £8 less than Ray's.", lambda s: s.n(T, "Oscar") == s.n(T, "Ray") - 8),
    ("Nora took more than Ray, but she wasn't on the clothes stall.",
     lambda s: s.n(T, "Nora") > s.n(T, "Ray") and not s.same("Nora", "clothes")),
    ("The books stall took the least.", lambda s: s.n(T, "books") == 23),
    ("Ray didn't run the toy stall.", lambda s: not s.same("Ray", "toys")),
]
QUESTIONS = [("How much did the toy stall take?", lambda s: s.v("Takings", "toys"))]
NUM = None
DOT = False
INTRO = ["Four helpers each ran one stall at the scout hut jumble sale."]
OUTRO = []
REMARKS = INTRO + OUTRO
