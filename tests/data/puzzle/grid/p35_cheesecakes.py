P = "Prices"
CATEGORIES = [
    ("Bakers", ["Faye", "Hollis", "Ivy", "Leopold", "Marisol"]),
    ("Flavors", ["blueberry", "key lime", "pumpkin", "raspberry", "salted caramel"]),
    ("Prices", ["$24.50", "$27.00", "$29.75", "$31.25", "$35.00"], [2450, 2700, 2975, 3125, 3500]),
]
SOLUTION = [
    ["Faye", "key lime", "$29.75"],
    ["Hollis", "pumpkin", "$24.50"],
    ["Ivy", "salted caramel", "$35.00"],
    ["Leopold", "blueberry", "$31.25"],
    ["Marisol", "raspberry", "$27.00"],
]
CLUES = [
    ("The salted caramel cheesecake was the priciest.", lambda s: s.n(P, "salted caramel") == 3500),
    ("Faye's cheesecake sold for $2.75 more than Marisol's.", lambda s: s.n(P, "Faye") == s.n(P, "Marisol") + 275),
    ("The pumpkin cheesecake went for $2.50 less than the raspberry one.", lambda s: s.n(P, "pumpkin") == s.n(P, "raspberry") - 250),
    ("Leopold's cheesecake cost more than the key lime but less than Ivy's.",
     lambda s: s.n(P, "key lime") < s.n(P, "Leopold") < s.n(P, "Ivy")),
    ("Neither Hollis nor Marisol baked the blueberry.", lambda s: not s.same("Hollis", "blueberry") and not s.same("Marisol", "blueberry")),
]
NUM = None
DOT = False
INTRO = ["Five cheesecakes were sold at the charity bake auction."]
OUTRO = []
REMARKS = INTRO + OUTRO
