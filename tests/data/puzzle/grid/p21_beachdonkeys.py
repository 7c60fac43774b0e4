A = "Ages"
R = "Rides"
CATEGORIES = [
    ("Donkeys", ["Bramble", "Jasper", "Nutmeg", "Treacle"]),
    ("Saddlecloths", ["green", "orange", "red", "yellow"]),
    ("Ages", ["11 years", "14 years", "17 years", "22 years"], [11, 14, 17, 22]),
    ("Rides", ["18 rides", "23 rides", "29 rides", "35 rides"], [18, 23, 29, 35]),
]
SOLUTION = [
    ["Bramble", "red", "22 years", "18 rides"],
    ["Jasper", "green", "11 years", "35 rides"],
    ["Nutmeg", "yellow", "14 years", "29 rides"],
    ["Treacle", "orange", "17 years", "23 rides"],
]
CLUES = [
    ("The oldest donkey gave the fewest rides, as you might expect.",
     lambda s: s.n(R, "22 years") == 18),
    ("Jasper, the youngest, gave 6 more rides than the donkey in the yellow saddlecloth.",
     lambda s: s.n(A, "Jasper") == 11 and s.n(R, "Jasper") == s.n(R, "yellow") + 6),
    ("Treacle is 3 years older than Nutmeg.", lambda s: s.n(A, "Treacle") == s.n(A, "Nutmeg") + 3),
    ("The donkey in the red cloth is 5 years older than Treacle.",
     lambda s: s.n(A, "red") == s.n(A, "Treacle") + 5),
    ("Nutmeg doesn't wear green.", lambda s: not s.same("Nutmeg", "green")),
    ("Treacle, in the orange cloth, gave fewer rides than Nutmeg.",
     lambda s: s.same("Treacle", "orange") and s.n(R, "Treacle") < s.n(R, "Nutmeg")),
]
QUESTIONS = [("How many rides did Treacle give?", lambda s: s.v("Rides", "Treacle"))]
NUM = "."
DOT = False
INTRO = ["Sea Legs",
         "On Sandmouth beach Mr Tolley keeps four donkeys for children's rides. "
         "Each donkey wears a saddlecloth of a different colour and is a different age, and last Saturday each gave a different number of rides."]
OUTRO = []
REMARKS = INTRO + OUTRO
