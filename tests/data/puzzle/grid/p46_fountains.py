H = "Heights"
CATEGORIES = [
    ("Fountains", ["Ceres", "Dolphin", "Neptune", "Triton", "Venus"]),
    ("Squares", ["Abbey Square", "Corn Market", "Fish Street", "Guild Place", "Mill Green"]),
    ("Heights", ["12 feet", "15 feet", "18 feet", "21 feet", "24 feet"], [12, 15, 18, 21, 24]),
]
SOLUTION = [
    ["Ceres", "Guild Place", "18 feet"],
    ["Dolphin", "Mill Green", "12 feet"],
    ["Neptune", "Abbey Square", "24 feet"],
    ["Triton", "Fish Street", "15 feet"],
    ["Venus", "Corn Market", "21 feet"],
]
CLUES = [
    ("Neptune is the tallest fountain.", lambda s: s.n(H, "Neptune") == 24),
    ("The fountain in Corn Market is 6 feet taller than Triton.", lambda s: s.n(H, "Corn Market") == s.n(H, "Triton") + 6),
    ("The Dolphin fountain is shorter than the one in Fish Street.", lambda s: s.n(H, "Dolphin") < s.n(H, "Fish Street")),
    ("Ceres stands 3 feet taller than Triton.", lambda s: s.n(H, "Ceres") == s.n(H, "Triton") + 3),
]
CLUES.append(("The Dolphin is 12 feet shorter than the fountain in Abbey Square.", lambda s: s.n(H, "Dolphin") == s.n(H, "Abbey Square") - 12))
CLUES.append(("The fountain in Guild Place is 6 feet taller than the Dolphin.", lambda s: s.n(H, "Guild Place") == s.n(H, "Dolphin") + 6))
NUM = "."
INTRO = ["The old market town of Ashby Fold has five stone fountains, each in a different square and each of a different height."]
REMARKS = INTRO
