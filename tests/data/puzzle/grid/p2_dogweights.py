W = "Weights"
CATEGORIES = [
    ("Dogs", ["Biscuit", "Pepper", "Rolo", "Scout", "Ziggy"]),
    ("Breeds", ["beagle", "collie", "dachshund", "labrador", "whippet"]),
    ("Weights", ["9 kg", "13 kg", "17 kg", "21 kg", "25 kg"], [9, 13, 17, 21, 25]),
]
CLUES = [
    ("Rolo is the heaviest dog in the class, though he isn't the collie.",
     lambda s: s.n(W, "Rolo") == 25 and not s.same("Rolo", "collie")),
    ("The beagle weighs 4 kg more than Pepper.", lambda s: s.n(W, "beagle") == s.n(W, "Pepper") + 4),
    ("Biscuit, the lightest of the five, isn't the whippet.",
     lambda s: s.n(W, "Biscuit") == 9 and not s.same("Biscuit", "whippet")),
    ("Scout is lighter than the labrador but heavier than Ziggy.",
     lambda s: s.n(W, "Ziggy") < s.n(W, "Scout") < s.n(W, "labrador")),
    ("The collie weighs 21 kg.", lambda s: s.same("collie", "21 kg")),
]
REMARKS = ["At the obedience class the instructor weighed five dogs of five different breeds."]
