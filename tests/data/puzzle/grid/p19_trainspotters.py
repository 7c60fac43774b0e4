T = "Times"
F = "Platforms"
CATEGORIES = [
    ("Spotters", ["Mr Tate", "Mrs Upton", "Mr Vance", "Ms Webb"]),
    ("Platforms", ["platform 1", "platform 2", "platform 3", "platform 4"], [1, 2, 3, 4]),
    ("Times", ["9:15am", "9:30am", "9:45am", "10:00am"], [555, 570, 585, 600]),
]
SOLUTION = [
    ["Mr Tate", "platform 3", "9:45am"],
    ["Mrs Upton", "platform 1", "9:30am"],
    ["Mr Vance", "platform 4", "9:15am"],
    ["Ms Webb", "platform 2", "10:00am"],
]
CLUES = [
    ("The train on platform 2 arrived last.", lambda s: s.n(T, "platform 2") == 600),
    ("Mr Tate's train came in 15 minutes after Mrs Upton's.", lambda s: s.n(T, "Mr Tate") == s.n(T, "Mrs Upton") + 15),
    ("Mr Vance's platform number is one higher than Mr Tate's.", lambda s: s.n(F, "Mr Vance") == s.n(F, "Mr Tate") + 1),
    ("Of the two women, one stood on platform 1 and the other saw the 10:00am arrival.",
     lambda s: (s.same("Mrs Upton", "platform 1") and s.same("Ms Webb", "10:00am"))
     or (s.same("Ms Webb", "platform 1") and s.same("Mrs Upton", "10:00am"))),
    ("Mr Vance saw the earliest train.", lambda s: s.n(T, "Mr Vance") == 555),
]
QUESTIONS = [("Which platform was Mr Vance on?", lambda s: s.v("Platforms", "Mr Vance"))]
NUM = "."
DOT = False
INTRO = ["Four trainspotters waited at Crewe on Saturday morning, each on a different platform, each for a different train."]
OUTRO = []
REMARKS = INTRO + OUTRO
