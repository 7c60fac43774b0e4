T = "Departures"
Y = "Year groups"
CATEGORIES = [
    ("Teachers", ["Mr Hart", "Miss Jenner", "Mrs Kemp", "Mr Lomax"]),
    ("Year groups", ["Year 3", "Year 4", "Year 5", "Year 6"], [3, 4, 5, 6]),
    ("Destinations", ["Bewl Water", "the Cutty Sark", "Dover Castle", "Kew Gardens"]),
    ("Departures", ["8:15", "8:30", "8:45", "9:00"], [495, 510, 525, 540]),
]
SOLUTION = [
    ["Mr Hart", "Year 5", "Dover Castle", "8:15"],
    ["Miss Jenner", "Year 3", "Kew Gardens", "9:00"],
    ["Mrs Kemp", "Year 6", "the Cutty Sark", "8:45"],
    ["Mr Lomax", "Year 4", "Bewl Water", "8:30"],
]
CLUES = [
    ("The coach for Dover Castle, which had the furthest to go, left first.", lambda s: s.n(T, "Dover Castle") == 495),
    ("Miss Jenner's class is the youngest, and its coach left half an hour after Mr Lomax's.",
     lambda s: s.n(Y, "Miss Jenner") == 3 and s.n(T, "Miss Jenner") == s.n(T, "Mr Lomax") + 30),
    ("Year 6 went to see the Cutty Sark.", lambda s: s.same("Year 6", "the Cutty Sark")),
    ("Mr Hart's class is a year above Mr Lomax's.", lambda s: s.n(Y, "Mr Hart") == s.n(Y, "Mr Lomax") + 1),
    ("The Kew Gardens party didn't leave at 8:45.", lambda s: not s.same("Kew Gardens", "8:45")),
    ("Mrs Kemp's coach left a quarter of an hour before Miss Jenner's.", lambda s: s.n(T, "Mrs Kemp") == s.n(T, "Miss Jenner") - 15),
    ("The Bewl Water coach pulled out at 8:30.", lambda s: s.same("Bewl Water", "8:30")),
]
QUESTIONS = [("Where did Mr Lomax take his class?", lambda s: s.v("Destinations", "Mr Lomax"))]
NUM = "."
INTRO = ["On the last Friday of the summer term, four classes at St Swithun's Primary went on their school trips.",
         "Each class went with its own teacher to a different place, and the four coaches left the playground at quarter-hour intervals."]
OUTRO = []
REMARKS = INTRO + OUTRO
