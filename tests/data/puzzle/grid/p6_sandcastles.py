H = "Heights"
A = "Ages"
def h(s, x):
    return s.n(H, x)
def age(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Children", ["Maisie", "Nate", "Olivia", "Tucker"]),
    ("Heights", ["18 inches", "22 inches", "26 inches", "30 inches"], [18, 22, 26, 30]),
    ("Ages", ["7", "8", "9", "10"], [7, 8, 9, 10]),
    ("Decorations", ["driftwood", "flags", "seashells", "seaweed"]),
]
CLUES = [
    ("The tallest castle, which was topped with a piece of driftwood, was not built by the oldest child.",
     lambda s: h(s, "driftwood") == 30 and age(s, "driftwood") != 10),
    ("Tucker, the oldest of the four, built a castle 4 inches taller than the one with the flags.",
     lambda s: age(s, "Tucker") == 10 and h(s, "Tucker") == h(s, "flags") + 4),
    ("Maisie is a year older than Olivia.", lambda s: age(s, "Maisie") == age(s, "Olivia") + 1),
    ("The 7-year-old's castle was shorter than everybody else's.", lambda s: h(s, "7") == 18),
    ("The seaweed castle was not Maisie's.", lambda s: not s.same("seaweed", "Maisie")),
    ("Nate didn't decorate with seashells.", lambda s: not s.same("Nate", "seashells")),
    ("Olivia's castle was 12 inches taller than Nate's.", lambda s: h(s, "Olivia") == h(s, "Nate") + 12),
    ("Maisie's castle was taller than Tucker's.", lambda s: h(s, "Maisie") > h(s, "Tucker")),
]
REMARKS = ["It was a perfect July afternoon at Gull Point Beach, and the Lifeguard Association's Junior Sandcastle Contest brought out four young builders armed with buckets, shovels and a great deal of determination. Each child is a different age, each castle reached a different height, and each builder finished the masterpiece with a different decoration. Can you determine each child's age, the height of his or her castle and how it was decorated?"]
QUESTIONS = [("How tall was Maisie's castle?", lambda s: s.v("Heights", "Maisie"))]
