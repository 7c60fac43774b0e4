T = "Times"
Q = "Queues"
CATEGORIES = [
    ("Authors", ["Dana Whitlock", "Eli Vasquez", "Fatima Hale", "Gus Penrose"]),
    ("Books", ["The Glass Orchard", "Nine Winters", "Salt and Ember", "Under Kestrel Hill"]),
    ("Times", ["10:00am", "11:30am", "1:00pm", "2:30pm"], [600, 690, 780, 870]),
    ("Queues", ["25 people", "40 people", "55 people", "70 people"], [25, 40, 55, 70]),
]
SOLUTION = [
    ["Dana Whitlock", "Nine Winters", "1:00pm", "70 people"],
    ["Eli Vasquez", "The Glass Orchard", "10:00am", "40 people"],
    ["Fatima Hale", "Under Kestrel Hill", "2:30pm", "25 people"],
    ["Gus Penrose", "Salt and Ember", "11:30am", "55 people"],
]
CLUES = [
    ("The author of Nine Winters had the longest queue.", lambda s: s.n(Q, "Nine Winters") == 70),
    ("Eli Vasquez signed an hour and a half before Gus Penrose.", lambda s: s.n(T, "Eli Vasquez") == s.n(T, "Gus Penrose") - 90),
    ("The 2:30pm signing had the shortest queue.", lambda s: s.same("2:30pm", "25 people")),
    ("Gus Penrose's queue was 15 people longer than the queue for The Glass Orchard.", lambda s: s.n(Q, "Gus Penrose") == s.n(Q, "The Glass Orchard") + 15),
    ("Dana Whitlock didn't write Salt and Ember.", lambda s: not s.same("Dana Whitlock", "Salt and Ember")),
    ("Of Fatima Hale and the author of The Glass Orchard, one signed at 10:00am and the other at 2:30pm.",
     lambda s: not s.same("Fatima Hale", "The Glass Orchard") and {s.v(T, "Fatima Hale"), s.v(T, "The Glass Orchard")} == {"10:00am", "2:30pm"}),
    ("Under Kestrel Hill was signed later than Salt and Ember.", lambda s: s.n(T, "Under Kestrel Hill") > s.n(T, "Salt and Ember")),
    ("Dana Whitlock's signing began at 1:00pm.", lambda s: s.same("Dana Whitlock", "1:00pm")),
]
QUESTIONS = [("Who wrote Under Kestrel Hill?", lambda s: s.v("Authors", "Under Kestrel Hill"))]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
