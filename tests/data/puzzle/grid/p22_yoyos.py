K = "Tricks"
CATEGORIES = [
    ("Children", ["Lara", "Milo", "Nadia"]),
    ("Yo-yos", ["green", "red", "silver"]),
    ("Tricks", ["3 tricks", "5 tricks", "8 tricks"], [3, 5, 8]),
]
SOLUTION = [
    ["Lara", "silver", "5 tricks"],
    ["Milo", "red", "8 tricks"],
    ["Nadia", "green", "3 tricks"],
]
CLUES = [
    ("Milo can do more tricks than Lara, who has the silver yo-yo.",
     lambda s: s.n(K, "Milo") > s.n(K, "Lara") and s.same("Lara", "silver")),
    ("The green yo-yo belongs to the child who knows the fewest tricks.", lambda s: s.n(K, "green") == 3),
]
QUESTIONS = [
    ("How many tricks can Milo do?", lambda s: s.v(K, "Milo")),
    ("Whose yo-yo is red?", lambda s: s.v("Children", "red")),
]
NUM = None
DOT = False
INTRO = ["Three friends each have a yo-yo of a different colour, and each has learnt a different number of tricks."]
OUTRO = []
REMARKS = INTRO + OUTRO
