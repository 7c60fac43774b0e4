C = "Cabins"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Families", ["Lindqvist", "Moreau", "Okafor", "Patel", "Sato"]),
    ("Boats", ["canoe", "kayak", "pedal boat", "rowboat", "sailboat"]),
    ("Breakfasts", ["bagels", "oatmeal", "omelets", "pancakes", "waffles"]),
    ("States", ["Iowa", "Maine", "Ohio", "Texas", "Utah"]),
]
SOLUTION = [
    ["1", "Sato", "rowboat", "waffles", "Utah"],
    ["2", "Moreau", "kayak", "oatmeal", "Maine"],
    ["3", "Patel", "canoe", "pancakes", "Texas"],
    ["4", "Okafor", "sailboat", "bagels", "Iowa"],
    ["5", "Lindqvist", "pedal boat", "omelets", "Ohio"],
]
CLUES = [
    ("Five cabins stand in a row along the shore of the lake.", lambda s: True),
    ("The Patels paddle a canoe.", lambda s: s.same("Patel", "canoe")),
    ("The family from Maine eats oatmeal.", lambda s: s.same("Maine", "oatmeal")),
    ("Pancakes are cooked in the middle cabin.", lambda s: s.n(C, "pancakes") == 3),
    ("The Satos have the first cabin.", lambda s: s.n(C, "Sato") == 1),
    ("The Okafors, who come from Iowa, are immediately to the right of the family with the canoe.",
     lambda s: s.same("Okafor", "Iowa") and s.n(C, "Okafor") == s.n(C, "canoe") + 1),
    ("The kayak belongs to the family next door to the Satos.", lambda s: near(s, "kayak", "Sato")),
    ("The Lindqvists eat omelets.", lambda s: s.same("Lindqvist", "omelets")),
    ("The family with the sailboat eats bagels.", lambda s: s.same("sailboat", "bagels")),
    ("The family from Texas lives next door to the Moreaus.", lambda s: near(s, "Texas", "Moreau")),
    ("The Moreaus come from Maine.", lambda s: s.same("Moreau", "Maine")),
    ("The family from Utah eats waffles.", lambda s: s.same("Utah", "waffles")),
    ("The rowboat is tied up at one of the end cabins.", lambda s: s.n(C, "rowboat") in (1, 5)),
    ("The Lindqvists are not next door to the Satos.", lambda s: not near(s, "Lindqvist", "Sato")),
    ("The pedal boat is not at the Satos' cabin.", lambda s: not s.same("pedal boat", "Sato")),
]
QUESTIONS = [("Who owns the rowboat? Which family comes from Ohio?",
              lambda s: (s.v("Families", "rowboat"), s.v("Families", "Ohio")))]
NUM = "."
DOT = False
INTRO = ["Each family has a different boat, eats a different breakfast and comes from a different state. The cabins are numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
