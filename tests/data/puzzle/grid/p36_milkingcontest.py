O = "Milk"
CATEGORIES = [
    ("Contestants", ["Mr. Ault", "Mrs. Bray", "Mr. Cole", "Mrs. Dunn"]),
    ("Jobs", ["banker", "mayor", "pastor", "sheriff"]),
    ("Cows", ["Daisy", "Goldie", "Maggie", "Petunia"]),
    ("Milk", ["18 ounces", "24 ounces", "30 ounces", "36 ounces"], [18, 24, 30, 36]),
]
SOLUTION = [
    ["Mr. Ault", "sheriff", "Goldie", "24 ounces"],
    ["Mrs. Bray", "mayor", "Daisy", "36 ounces"],
    ["Mr. Cole", "pastor", "Petunia", "18 ounces"],
    ["Mrs. Dunn", "banker", "Maggie", "30 ounces"],
]
WOMEN = ["Mrs. Bray", "Mrs. Dunn"]
CLUES = [
    ("The mayor, who milked Daisy, got more milk into her pail than anyone else did.",
     lambda s: s.same("mayor", "Daisy") and s.n(O, "mayor") == 36 and any(s.same(w, "mayor") for w in WOMEN)),
    ("The pastor got 6 ounces less than the sheriff.", lambda s: s.n(O, "pastor") == s.n(O, "sheriff") - 6),
    ("Mrs. Dunn milked Maggie, and Mr. Cole didn't milk Goldie.",
     lambda s: s.same("Mrs. Dunn", "Maggie") and not s.same("Mr. Cole", "Goldie")),
    ("The banker collected 12 ounces more than Mr. Cole.", lambda s: s.n(O, "banker") == s.n(O, "Mr. Cole") + 12),
    ("Mr. Ault isn't the pastor.", lambda s: not s.same("Mr. Ault", "pastor")),
    ("Mrs. Dunn's pail held more milk than Mr. Ault's.", lambda s: s.n(O, "Mrs. Dunn") > s.n(O, "Mr. Ault")),
]
QUESTIONS = [("Which cow did the sheriff milk?", lambda s: s.v("Cows", "sheriff"))]
NUM = "."
DOT = False
INTRO = ["The celebrity milking contest at the Dodge County Dairy Days pits four well-known townspeople against each other for three minutes apiece. Each contestant has a different job in town, milked a different cow, and came away with a different amount of milk."]
OUTRO = []
REMARKS = INTRO + OUTRO
