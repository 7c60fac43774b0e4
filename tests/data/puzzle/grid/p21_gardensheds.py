L = "Lengths"
CATEGORIES = [
    ("Owners", ["Ada", "Bert", "Connie", "Don"]),
    ("Colours", ["blue", "cream", "green", "red"]),
    ("Hobbies", ["brewing", "carpentry", "model railway", "potting"]),
    ("Lengths", ["6 ft", "8 ft", "10 ft", "12 ft"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["Ada", "green", "potting", "8 ft"],
    ["Bert", "red", "model railway", "12 ft"],
    ["Connie", "cream", "carpentry", "10 ft"],
    ["Don", "blue", "brewing", "6 ft"],
]
CLUES = [
    ("The shed that houses the model railway is the longest, and it isn't green.",
     lambda s: s.n(L, "model railway") == 12 and not s.same("model railway", "green")),
    ("Don's shed is 2 ft shorter than the green one.",
     lambda s: s.n(L, "Don") == s.n(L, "green") - 2),
    ("Connie's shed, which is painted cream, is longer than Ada's.",
     lambda s: s.same("Connie", "cream") and s.n(L, "Connie") > s.n(L, "Ada")),
    ("Neither Ada nor Don owns the red shed.",
     lambda s: not s.same("Ada", "red") and not s.same("Don", "red")),
    ("The home brewing is done in the shortest shed.", lambda s: s.n(L, "brewing") == 6),
    ("Ada uses hers for potting up seedlings.", lambda s: s.same("Ada", "potting")),
    ("Bert's shed is 2 ft longer than Connie's.", lambda s: s.n(L, "Bert") == s.n(L, "Connie") + 2),
]
QUESTIONS = [("What colour is the carpenter's shed?", lambda s: s.v("Colours", "carpentry"))]
NUM = "."
DOT = False
INTRO = ["Shed Loads",
         "Four neighbours on Lime Grove each put up a new garden shed this summer. "
         "The sheds are of different lengths and were painted different colours, and each owner uses theirs for a different hobby."]
OUTRO = []
REMARKS = INTRO + OUTRO
