W = "Weights"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Owners", ["Fern", "Gus", "Hattie", "Ivor"]),
    ("Dogs", ["Biscuit", "Pepper", "Rolo", "Tansy"]),
    ("Breeds", ["beagle", "dachshund", "pug", "whippet"]),
    ("Weights", ["7.5 kg", "8.2 kg", "9.6 kg", "11.4 kg"], [7.5, 8.2, 9.6, 11.4]),
]
CLUES = [
    ("The heaviest dog in the class is Gus's.", lambda s: w(s, "Gus") == 11.4),
    ("Tansy, the whippet, is not Fern's dog.",
     lambda s: s.same("Tansy", "whippet") and not s.same("Tansy", "Fern")),
    ("Biscuit weighs 0.7 kg less than the pug.", lambda s: round(w(s, "pug") - w(s, "Biscuit"), 1) == 0.7),
    ("Hattie's dog tipped the scales at less than Pepper did.", lambda s: w(s, "Hattie") < w(s, "Pepper")),
    ("The beagle weighs 9.6 kg.", lambda s: s.same("beagle", "9.6 kg")),
    ("Rolo is heavier than the dachshund but lighter than the beagle.",
     lambda s: w(s, "dachshund") < w(s, "Rolo") < w(s, "beagle")),
    ("The beagle doesn't belong to Fern.", lambda s: not s.same("beagle", "Fern")),
    ("Fern's dog is heavier than Hattie's.", lambda s: w(s, "Fern") > w(s, "Hattie")),
]
REMARKS = ["Four owners brought their dogs to Saturday's puppy-training class, and the trainer weighed each one."]
