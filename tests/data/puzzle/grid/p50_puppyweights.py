W = "Weights"
CATEGORIES = [
    ("Puppies", ["Biscuit", "Pepper", "Rolo", "Tango"]),
    ("Breeds", ["beagle", "corgi", "pug", "whippet"]),
    ("Weights", ["6 lb", "8 lb", "10 lb", "12 lb"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["Biscuit", "pug", "8 lb"],
    ["Pepper", "whippet", "12 lb"],
    ["Rolo", "beagle", "10 lb"],
    ["Tango", "corgi", "6 lb"],
]
CLUES = [
    ("The whippet weighs 4 lb more than Biscuit.", lambda s: s.n(W, "whippet") == s.n(W, "Biscuit") + 4),
    ("Tango is the lightest.", lambda s: s.n(W, "Tango") == 6),
    ("Rolo is either the beagle or the pug.", lambda s: s.same("Rolo", "beagle") or s.same("Rolo", "pug")),
    ("The corgi weighs less than the pug.", lambda s: s.n(W, "corgi") < s.n(W, "pug")),
    ("The beagle is heavier than the pug.", lambda s: s.n(W, "beagle") > s.n(W, "pug")),
]
QUESTIONS = [("Which puppy is the beagle?", lambda s: s.v("Puppies", "beagle"))]
NUM = "."
INTRO = ["Puppy Check-Up: four puppies of different breeds were weighed at the vet's, and no two weighed the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
