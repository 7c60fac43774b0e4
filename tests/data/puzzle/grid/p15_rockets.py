H = "Altitudes"
CATEGORIES = [
    ("Builders", ["Nkechi", "Oskar", "Priya", "Quentin", "Ruairi"]),
    ("Rockets", ["Comet", "Firefly", "Halcyon", "Skylark", "Zephyr"]),
    ("Altitudes", ["150 ft", "225 ft", "300 ft", "375 ft", "450 ft"], [150, 225, 300, 375, 450]),
]
SOLUTION = [
    ["Nkechi", "Halcyon", "375 ft"],
    ["Oskar", "Firefly", "150 ft"],
    ["Priya", "Zephyr", "450 ft"],
    ["Quentin", "Comet", "225 ft"],
    ["Ruairi", "Skylark", "300 ft"],
]
CLUES = [
    ("Priya's rocket flew higher than any other.", lambda s: s.n(H, "Priya") == 450),
    ("The Firefly reached 75 ft less than Quentin's rocket.", lambda s: s.n(H, "Firefly") == s.n(H, "Quentin") - 75),
    ("Nkechi's rocket climbed 150 ft higher than the Comet.", lambda s: s.n(H, "Nkechi") == s.n(H, "Comet") + 150),
    ("The Skylark, which wasn't built by Oskar, went higher than the Comet.",
     lambda s: not s.same("Skylark", "Oskar") and s.n(H, "Skylark") > s.n(H, "Comet")),
    ("Ruairi's rocket flew lower than the Halcyon.", lambda s: s.n(H, "Ruairi") < s.n(H, "Halcyon")),
    ("The Zephyr wasn't built by Nkechi.", lambda s: not s.same("Zephyr", "Nkechi")),
    ("The Halcyon didn't reach 450 ft.", lambda s: s.n(H, "Halcyon") != 450),
    ("Oskar's rocket didn't get as high as anybody else's.", lambda s: s.n(H, "Oskar") == 150),
    ("Quentin built the Comet.", lambda s: s.same("Quentin", "Comet")),
    ("The Zephyr flew higher than the Skylark.", lambda s: s.n(H, "Zephyr") > s.n(H, "Skylark")),
]
QUESTIONS = [("How high did the Skylark fly?", lambda s: s.v(H, "Skylark"))]
NUM = "."
DOT = True
INTRO = ["The model rocketry club held its launch day on the common. Five members each flew one rocket, and an altimeter in the nose cone recorded how high it went."]
OUTRO = []
REMARKS = INTRO + OUTRO
