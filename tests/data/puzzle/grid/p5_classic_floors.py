F = "Floors"
def fl(s, x):
    return s.n(F, x)
CATEGORIES = [
    ("Floors", ["ground floor", "first floor", "second floor", "third floor", "fourth floor"]),
    ("Nationalities", ["Dutchman", "Greek", "Pole", "Portuguese", "Swede"]),
    ("Jobs", ["baker", "judge", "nurse", "pilot", "tailor"]),
    ("Pets", ["budgie", "cat", "dog", "lizard", "rabbit"]),
    ("Drinks", ["cocoa", "coffee", "milk", "tea", "water"]),
    ("Doors", ["green", "grey", "red", "white", "yellow"]),
]
CLUES = [
    ("The Swede lives behind the white door.", lambda s: s.same("Swede", "white")),
    ("The Pole is a tailor.", lambda s: s.same("Pole", "tailor")),
    ("Coffee is drunk behind the grey door.", lambda s: s.same("coffee", "grey")),
    ("The Greek drinks milk.", lambda s: s.same("Greek", "milk")),
    ("The green door is directly above the white door.", lambda s: fl(s, "green") == fl(s, "white") + 1),
    ("The baker keeps a cat.", lambda s: s.same("baker", "cat")),
    ("Tea is drunk on the middle floor.", lambda s: fl(s, "tea") == 3),
    ("The Pole lives on the ground floor.", lambda s: fl(s, "Pole") == 1),
    ("The judge lives directly above the man with the cat.", lambda s: fl(s, "judge") == fl(s, "cat") + 1),
    ("The man who keeps a rabbit lives directly below the man who drinks milk.", lambda s: fl(s, "rabbit") == fl(s, "milk") - 1),
    ("The judge drinks cocoa.", lambda s: s.same("judge", "cocoa")),
    ("The pilot lives on the top floor.", lambda s: fl(s, "pilot") == 5),
    ("The Pole lives directly below the red door.", lambda s: fl(s, "Pole") == fl(s, "red") - 1),
    ("The Dutchman keeps a budgie.", lambda s: s.same("Dutchman", "budgie")),
    ("The Greek lives directly below the Swede.", lambda s: fl(s, "Greek") == fl(s, "Swede") - 1),
    ("The dog lives behind the yellow door.", lambda s: s.same("dog", "yellow")),
]
REMARKS = ["A narrow tower by the harbour has one flat on each of its five floors. In each flat lives a man of a different nationality, with a different job, a different pet, a different favourite drink and a front door of a different colour."]
QUESTIONS = [("Who drinks water? Who owns the lizard?",
              lambda s: (s.v("Nationalities", "water"), s.v("Nationalities", "lizard")))]
