P = "Prices"
CATEGORIES = [
    ("Owners", ["Mr. Hale", "Mrs. Jansen", "Ms. Ortiz", "Mr. Whitaker"]),
    ("Roads", ["Bluff Road", "County Road 12", "Mill Road", "Route 9"]),
    ("Produce", ["blueberries", "peaches", "sweet corn", "tomatoes"]),
    ("Prices", ["$3", "$4", "$5", "$6"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Mr. Hale", "Mill Road", "tomatoes", "$3"],
    ["Mrs. Jansen", "Route 9", "peaches", "$6"],
    ["Ms. Ortiz", "Bluff Road", "blueberries", "$5"],
    ["Mr. Whitaker", "County Road 12", "sweet corn", "$4"],
]
WOMEN = ["Mrs. Jansen", "Ms. Ortiz"]
CLUES = [
    ("The peaches cost $3 more than the tomatoes.", lambda s: s.n(P, "peaches") == s.n(P, "tomatoes") + 3),
    ("The stand on Bluff Road is run by a woman, and it isn't the one selling peaches.",
     lambda s: any(s.same(w, "Bluff Road") for w in WOMEN) and not s.same("Bluff Road", "peaches")),
    ("Mr. Whitaker charges a dollar more than Mr. Hale.", lambda s: s.n(P, "Mr. Whitaker") == s.n(P, "Mr. Hale") + 1),
    ("The blueberries are not sold on Route 9 or on Mill Road.",
     lambda s: not s.same("blueberries", "Route 9") and not s.same("blueberries", "Mill Road")),
    ("Mrs. Jansen charges the highest price.", lambda s: s.n(P, "Mrs. Jansen") == 6),
    ("The sweet corn stand is on County Road 12.", lambda s: s.same("sweet corn", "County Road 12")),
    ("Ms. Ortiz doesn't sell the tomatoes, and Mr. Hale's stand isn't on Route 9.",
     lambda s: not s.same("Ms. Ortiz", "tomatoes") and not s.same("Mr. Hale", "Route 9")),
]
NUM = None
DOT = False
INTRO = ["Four farm stands outside town each sell one crop in August, each on a different road, and each at a different price per basket."]
OUTRO = []
REMARKS = INTRO + OUTRO
