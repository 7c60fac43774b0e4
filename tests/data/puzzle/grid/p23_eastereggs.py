E = "Eggs"
CATEGORIES = [
    ("Cousins", ["Alfie", "Bella", "Charlie", "Daisy", "Evie"]),
    ("Eggs", ["6 eggs", "8 eggs", "9 eggs", "11 eggs", "14 eggs"], [6, 8, 9, 11, 14]),
    ("Best spots", ["flowerpots", "hedge", "shed", "swing", "woodpile"]),
]
SOLUTION = [
    ["Alfie", "9 eggs", "shed"],
    ["Bella", "14 eggs", "hedge"],
    ["Charlie", "6 eggs", "woodpile"],
    ["Daisy", "11 eggs", "swing"],
    ["Evie", "8 eggs", "flowerpots"],
]
CLUES = [
    ("Bella found more eggs than anyone else.", lambda s: s.n(E, "Bella") == 14),
    ("The cousin whose best spot was the woodpile found the fewest eggs.", lambda s: s.n(E, "woodpile") == 6),
    ("Daisy found 2 more eggs than Alfie.", lambda s: s.n(E, "Daisy") == s.n(E, "Alfie") + 2),
    ("Evie found one egg fewer than Alfie.", lambda s: s.n(E, "Evie") == s.n(E, "Alfie") - 1),
    ("Alfie did best around the shed.", lambda s: s.same("Alfie", "shed")),
    ("The cousin who did best by the hedge found 3 more eggs than the one who did best by the swing.",
     lambda s: s.n(E, "hedge") == s.n(E, "swing") + 3),
    ("Neither Bella nor Evie did best by the swing.", lambda s: not s.same("Bella", "swing") and not s.same("Evie", "swing")),
]
QUESTIONS = [("Whose best spot was the flowerpots?", lambda s: s.v("Cousins", "flowerpots"))]
NUM = None
DOT = False
INTRO = [
    "It's Easter Sunday, and five cousins have been racing round Grandma's garden hunting for chocolate eggs! Each cousin found a different number of eggs, and each found most of them in a different spot, their best spot.",
]
OUTRO = ["Good luck, and happy Easter!"]
REMARKS = INTRO + OUTRO
