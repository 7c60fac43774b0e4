A = "Ages"
CATEGORIES = [
    ("Dancers", ["Alina", "Brigitte", "Cosima", "Dagny", "Elska"]),
    ("Roles", ["Clara", "Dewdrop", "Mother Ginger", "Snow Queen", "Sugar Plum Fairy"]),
    ("Ages", ["17", "19", "21", "23", "25"], [17, 19, 21, 23, 25]),
]
SOLUTION = [
    ["Alina", "Dewdrop", "21"],
    ["Brigitte", "Clara", "17"],
    ["Cosima", "Sugar Plum Fairy", "25"],
    ["Dagny", "Mother Ginger", "23"],
    ["Elska", "Snow Queen", "19"],
]
CLUES = [
    ("The dancer cast as the Snow Queen is 2 years older than Brigitte.",
     lambda s: s.n(A, "Snow Queen") == s.n(A, "Brigitte") + 2),
    ("Cosima, who isn't playing Mother Ginger, is the oldest.",
     lambda s: not s.same("Cosima", "Mother Ginger") and s.n(A, "Cosima") == 25),
    ("The 21-year-old was cast as either Dewdrop or Clara.",
     lambda s: s.same("21", "Dewdrop") or s.same("21", "Clara")),
    ("Dagny is 4 years older than Elska.",
     lambda s: s.n(A, "Dagny") == s.n(A, "Elska") + 4),
    ("Clara is danced by the youngest member of the cast.",
     lambda s: s.n(A, "Clara") == 17),
    ("Alina is 4 years older than Brigitte.",
     lambda s: s.n(A, "Alina") == s.n(A, "Brigitte") + 4),
]
NUM = "."
DOT = False
INTRO = ["Five dancers were cast in this year's Nutcracker."]
OUTRO = []
REMARKS = INTRO + OUTRO
