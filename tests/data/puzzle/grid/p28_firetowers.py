H = "Heights"
Y = "Years"
CATEGORIES = [
    ("Towers", ["Bald Knob", "Cedar Point", "Eagle Peak", "Hawk Ridge"]),
    ("Rangers", ["Marcy", "Nolan", "Opal", "Percy"]),
    ("Heights", ["45 ft", "60 ft", "75 ft", "90 ft"], [45, 60, 75, 90]),
    ("Years", ["1921", "1928", "1935", "1942"], [1921, 1928, 1935, 1942]),
]
SOLUTION = [
    ["Bald Knob", "Opal", "75 ft", "1928"],
    ["Cedar Point", "Percy", "45 ft", "1942"],
    ["Eagle Peak", "Marcy", "90 ft", "1935"],
    ["Hawk Ridge", "Nolan", "60 ft", "1921"],
]
CLUES = [
    ("The tower built in 1935 is 15 ft taller than Opal's tower.",
     lambda s: s.n(H, "1935") == s.n(H, "Opal") + 15),
    ("Cedar Point was built 21 years after Nolan's tower.",
     lambda s: s.n(Y, "Cedar Point") == s.n(Y, "Nolan") + 21),
    ("Hawk Ridge is either the 60-ft tower or the one staffed by Marcy.",
     lambda s: s.same("Hawk Ridge", "60 ft") != s.same("Hawk Ridge", "Marcy")),
    ("Neither Bald Knob nor Eagle Peak was built in 1921.",
     lambda s: not s.same("Bald Knob", "1921") and not s.same("Eagle Peak", "1921")),
    ("The 75-ft tower was built 7 years before Marcy's.",
     lambda s: s.n(Y, "75 ft") == s.n(Y, "Marcy") - 7),
    ("Marcy doesn't staff Bald Knob.",
     lambda s: not s.same("Marcy", "Bald Knob")),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
