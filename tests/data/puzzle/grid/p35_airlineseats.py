R = "Rows"
CATEGORIES = [
    ("Passengers", ["Arturo", "Bev", "Chandra", "Duncan"]),
    ("Rows", ["row 3", "row 9", "row 14", "row 22"], [3, 9, 14, 22]),
    ("Meals", ["chicken", "pasta", "salad", "vegan curry"]),
    ("Drinks", ["coffee", "ginger ale", "orange juice", "tea"]),
]
SOLUTION = [
    ["Arturo", "row 14", "pasta", "coffee"],
    ["Bev", "row 3", "vegan curry", "tea"],
    ["Chandra", "row 22", "chicken", "ginger ale"],
    ["Duncan", "row 9", "salad", "orange juice"],
]
CLUES = [
    ("Duncan sat somewhere behind Bev but in front of Arturo.", lambda s: s.n(R, "Bev") < s.n(R, "Duncan") < s.n(R, "Arturo")),
    ("The passenger who ordered tea sat in row 3.", lambda s: s.same("tea", "row 3")),
    ("The pasta eater sat 5 rows behind the passenger who drank orange juice.",
     lambda s: s.n(R, "pasta") == s.n(R, "orange juice") + 5),
    ("Chandra ordered neither the salad nor the pasta.", lambda s: not s.same("Chandra", "salad") and not s.same("Chandra", "pasta")),
    ("The coffee drinker didn't sit in row 22.", lambda s: not s.same("coffee", "row 22")),
    ("Of the chicken and the vegan curry, one was served in row 3 and the other went with ginger ale.",
     lambda s: (s.same("chicken", "row 3") and s.same("vegan curry", "ginger ale")) or
               (s.same("vegan curry", "row 3") and s.same("chicken", "ginger ale"))),
    ("Arturo didn't sit in row 22.", lambda s: not s.same("Arturo", "row 22")),
    ("The chicken was served to the passenger in row 22.", lambda s: s.same("chicken", "row 22")),
]
NUM = None
DOT = False
INTRO = ["Row 1 is at the front of the plane."]
OUTRO = []
REMARKS = INTRO + OUTRO
