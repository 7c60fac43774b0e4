W = "Weights"
CATEGORIES = [
    ("Penguins", ["Biscuit", "Flipper", "Pebble", "Waddles"]),
    ("Keepers", ["Annika", "Jasper", "Noor", "Rufus"]),
    ("Weights", ["3 kg", "4 kg", "5 kg", "6 kg"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Biscuit", "Noor", "5 kg"],
    ["Flipper", "Annika", "3 kg"],
    ["Pebble", "Rufus", "6 kg"],
    ["Waddles", "Jasper", "4 kg"],
]
CLUES = [
    ("The penguin cared for by Jasper weighs 1 kg more than Flipper.", lambda s: s.n(W, "Jasper") == s.n(W, "Flipper") + 1),
    ("Pebble is the heaviest penguin.", lambda s: s.n(W, "Pebble") == 6),
    ("Noor's penguin weighs 2 kg more than Annika's.", lambda s: s.n(W, "Noor") == s.n(W, "Annika") + 2),
    ("Waddles isn't looked after by Rufus.", lambda s: not s.same("Waddles", "Rufus")),
    ("Flipper is the lightest of the four.", lambda s: s.n(W, "Flipper") == 3),
    ("Biscuit weighs 1 kg more than Waddles.", lambda s: s.n(W, "Biscuit") == s.n(W, "Waddles") + 1),
]
QUESTIONS = [("Which penguin does Noor look after?", lambda s: s.v("Penguins", "Noor"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
