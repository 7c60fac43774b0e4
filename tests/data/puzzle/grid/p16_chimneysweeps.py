D = "Days"
C = "Chimneys"
CATEGORIES = [
    ("Sweeps", ["Mr Soames", "Mr Treadwell", "Mr Urquhart", "Mr Vane"]),
    ("Streets", ["Cable Street", "Drury Lane", "Fetter Lane", "Gower Street"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Chimneys", ["6 chimneys", "8 chimneys", "11 chimneys", "15 chimneys"], [6, 8, 11, 15]),
]
SOLUTION = [
    ["Mr Soames", "Fetter Lane", "Wednesday", "11 chimneys"],
    ["Mr Treadwell", "Cable Street", "Monday", "15 chimneys"],
    ["Mr Urquhart", "Gower Street", "Thursday", "6 chimneys"],
    ["Mr Vane", "Drury Lane", "Tuesday", "8 chimneys"],
]
CLUES = [
    ("The sweep who worked on Monday swept the most chimneys.", lambda s: s.n(C, "Monday") == 15),
    ("Mr Urquhart worked the day after Mr Soames.", lambda s: s.n(D, "Mr Urquhart") == s.n(D, "Mr Soames") + 1),
    ("The Drury Lane job was the day before the Fetter Lane job.", lambda s: s.n(D, "Drury Lane") == s.n(D, "Fetter Lane") - 1),
    ("Mr Vane swept 2 more chimneys than Mr Urquhart.", lambda s: s.n(C, "Mr Vane") == s.n(C, "Mr Urquhart") + 2),
    ("Fewer chimneys were swept in Gower Street than in Fetter Lane.", lambda s: s.n(C, "Gower Street") < s.n(C, "Fetter Lane")),
    ("Mr Treadwell did not work in Drury Lane or Gower Street.", lambda s: not s.same("Mr Treadwell", "Drury Lane") and not s.same("Mr Treadwell", "Gower Street")),
    ("Gower Street was not swept on Tuesday.", lambda s: not s.same("Gower Street", "Tuesday")),
    ("Mr Soames didn't work on Monday.", lambda s: not s.same("Mr Soames", "Monday")),
]
QUESTIONS = [("On which day was Cable Street swept?", lambda s: s.v(D, "Cable Street"))]
NUM = "."
DOT = False
INTRO = ["In one week of 1851, four master sweeps of the parish each took a job in a different street, on a different day from Monday to Thursday, and each swept a different number of chimneys."]
OUTRO = []
REMARKS = INTRO + OUTRO
