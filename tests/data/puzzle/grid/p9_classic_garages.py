G = "Garages"
def g(s, x):
    return s.n(G, x)
def nextto(s, x, y):
    return abs(g(s, x) - g(s, y)) == 1
NUM = ""
CATEGORIES = [
    ("Garages", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Tenants", ["Bolivian", "Cypriot", "Dutchman", "Ghanaian", "Welshman"]),
    ("Doors", ["brown", "cream", "grey", "maroon", "navy"]),
    ("Contents", ["canoe", "motorbike", "piano", "vintage car", "workbench"]),
    ("Music", ["blues", "jazz", "opera", "reggae", "rock"]),
]
SOLUTION = [
    ("1", "Welshman", "grey", "workbench", "opera"),
    ("2", "Ghanaian", "navy", "piano", "jazz"),
    ("3", "Cypriot", "cream", "motorbike", "reggae"),
    ("4", "Bolivian", "maroon", "canoe", "blues"),
    ("5", "Dutchman", "brown", "vintage car", "rock"),
]
INTRO = ["Behind the old brewery is a row of five lock-up garages, numbered 1 to 5 from left to right. Each is rented by a man of a different nationality, each has a door of a different colour, each holds something different, and each tenant plays a different kind of music while he works."]
CLUES = [
    ("The Welshman rents the first garage.", lambda s: g(s, "Welshman") == 1),
    ("The Ghanaian listens to jazz.", lambda s: s.same("Ghanaian", "jazz")),
    ("The motorbike is kept behind the cream door.", lambda s: s.same("motorbike", "cream")),
    ("The Cypriot's garage is in the middle of the row.", lambda s: g(s, "Cypriot") == 3),
    ("The piano is in the garage next to the Welshman's.", lambda s: nextto(s, "piano", "Welshman")),
    ("The opera lover keeps a workbench in his garage.", lambda s: s.same("opera", "workbench")),
    ("The maroon door is immediately to the right of the cream door.", lambda s: g(s, "maroon") == g(s, "cream") + 1),
    ("The Bolivian keeps a canoe.", lambda s: s.same("Bolivian", "canoe")),
    ("The vintage car belongs to the man who listens to rock.", lambda s: s.same("vintage car", "rock")),
    ("The navy garage is next to the grey one.", lambda s: nextto(s, "navy", "grey")),
    ("The Dutchman's door is brown.", lambda s: s.same("Dutchman", "brown")),
    ("The blues fan rents the garage next to the Dutchman's.", lambda s: nextto(s, "blues", "Dutchman")),
    ("The reggae fan has the motorbike.", lambda s: s.same("reggae", "motorbike")),
    ("The workbench is not in the Dutchman's garage.", lambda s: not s.same("workbench", "Dutchman")),
    ("The Cypriot is the reggae fan.", lambda s: s.same("Cypriot", "reggae")),
    ("The Welshman's door is not navy.", lambda s: not s.same("Welshman", "navy")),
]
QUESTIONS = [("Who keeps the vintage car?", lambda s: s.v("Tenants", "vintage car")), ("What does the Bolivian listen to?", lambda s: s.v("Music", "Bolivian"))]
REMARKS = INTRO
