A = "Ages"
CATEGORIES = [
    ("Children", ["Ava", "Ben", "Cody"]),
    ("Crayons", ["red", "green", "blue"]),
    ("Ages", ["6", "7", "8"], [6, 7, 8]),
]
SOLUTION = [
    ["Ava", "blue", "7"],
    ["Ben", "red", "8"],
    ["Cody", "green", "6"],
]
CLUES = [
    ("Ben is the oldest.", lambda s: s.n(A, "Ben") == 8),
    ("The child who likes green is younger than Ava.", lambda s: s.n(A, "green") < s.n(A, "Ava")),
    ("Ben does not like blue.", lambda s: not s.same("Ben", "blue")),
]
QUESTIONS = [("Who likes red best?", lambda s: s.v("Children", "red"))]
NUM = "."
DOT = False
INTRO = ["Three children each have a favourite crayon colour, and each child is a different age. Use the clues to fill in the grid."]
OUTRO = []
REMARKS = INTRO + OUTRO
