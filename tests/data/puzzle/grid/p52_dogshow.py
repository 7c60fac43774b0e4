# p52_dogshow: 3x3, easy.
# solution:
#   Biscuit | poodle | red
#   Pepper | beagle | blue
#   Rufus | collie | yellow
CATEGORIES = [
    ("Dogs", ["Biscuit", "Pepper", "Rufus"]),
    ("Breeds", ["beagle", "collie", "poodle"]),
    ("Ribbons", ["blue", "red", "yellow"]),
]
INTRO = ["Three dogs of three different breeds took the top three ribbons at the town dog show."]
REMARKS = INTRO
CLUES = [
    ("The collie won neither the blue ribbon nor the red one.",
     lambda s: not s.same("collie", "blue") and not s.same("collie", "red")),
    ("Pepper is not the poodle.", lambda s: not s.same("Pepper", "poodle")),
    ("Biscuit took home the red ribbon.", lambda s: s.same("Biscuit", "red")),
    ("Rufus didn't win the blue ribbon.", lambda s: not s.same("Rufus", "blue")),
]
QUESTIONS = [("Which dog won the blue ribbon?", lambda s: s.v("Dogs", "blue"))]
