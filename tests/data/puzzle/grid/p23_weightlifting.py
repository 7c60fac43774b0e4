K = "Lifts"
CATEGORIES = [
    ("Lifters", ["Bogdan", "Carys", "Dmitri", "Esme", "Felix"]),
    ("Towns", ["Bolton", "Crewe", "Derby", "Leeds", "York"]),
    ("Lifts", ["85 kg", "95 kg", "105 kg", "120 kg", "140 kg"], [85, 95, 105, 120, 140]),
]
SOLUTION = [
    ["Bogdan", "Derby", "140 kg"],
    ["Carys", "York", "85 kg"],
    ["Dmitri", "Leeds", "120 kg"],
    ["Esme", "Bolton", "95 kg"],
    ["Felix", "Crewe", "105 kg"],
]
CLUES = [
    ("The lifter from Crewe lifted 10 kg more than Esme.", lambda s: s.n(K, "Crewe") == s.n(K, "Esme") + 10),
    ("Bogdan lifted the heaviest weight of the day.", lambda s: s.n(K, "Bogdan") == 140),
    ("Carys lifted less than everyone else.", lambda s: s.n(K, "Carys") == 85),
    ("Dmitri, who isn't from York, lifted 20 kg less than the lifter from Derby.",
     lambda s: not s.same("Dmitri", "York") and s.n(K, "Dmitri") == s.n(K, "Derby") - 20),
    ("Esme comes from Bolton.", lambda s: s.same("Esme", "Bolton")),
]
QUESTIONS = [("Who lifted 105 kg?", lambda s: s.v("Lifters", "105 kg"))]
NUM = "."
DOT = False
INTRO = [
    "Five lifters from five different towns entered the deadlift at the county strength open last weekend. Everyone managed a different best lift. Using the clues, can you figure out where each lifter comes from and how much each one lifted?",
]
OUTRO = []
REMARKS = INTRO + OUTRO
