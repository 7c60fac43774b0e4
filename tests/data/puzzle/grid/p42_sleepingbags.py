R = "Ratings"
CATEGORIES = [
    ("Campers", ["Marisol", "Nico", "Odette", "Pavel"]),
    ("Fills", ["down", "fleece", "synthetic", "wool"]),
    ("Ratings", ["10 degrees", "20 degrees", "30 degrees", "40 degrees"], [10, 20, 30, 40]),
]
SOLUTION = [
    ["Marisol", "down", "10 degrees"],
    ["Nico", "synthetic", "30 degrees"],
    ["Odette", "wool", "40 degrees"],
    ["Pavel", "fleece", "20 degrees"],
]
CLUES = [
    ("The down bag has the lowest temperature rating.", lambda s: s.n(R, "down") == 10),
    ("Nico's bag is rated 10 degrees lower than Odette's.", lambda s: s.n(R, "Nico") == s.n(R, "Odette") - 10),
    ("The fleece bag is rated 20 degrees lower than the wool bag.", lambda s: s.n(R, "fleece") == s.n(R, "wool") - 20),
    ("Pavel's bag isn't rated for 30 degrees.", lambda s: not s.same("Pavel", "30 degrees")),
    ("Marisol's bag has the lowest rating.", lambda s: s.n(R, "Marisol") == 10),
    ("Pavel's bag is rated lower than Odette's.", lambda s: s.n(R, "Pavel") < s.n(R, "Odette")),
]
NUM = None
DOT = False
INTRO = ["Each camper's sleeping bag is rated for a different lowest temperature."]
OUTRO = []
REMARKS = INTRO + OUTRO
