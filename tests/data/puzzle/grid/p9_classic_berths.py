B = "Berths"
def b(s, x):
    return s.n(B, x)
def nextto(s, x, y):
    return abs(b(s, x) - b(s, y)) == 1
NUM = "1."
CATEGORIES = [
    ("Berths", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Owners", ["Dane", "Greek", "Maltese", "Peruvian", "Scot"]),
    ("Hulls", ["blue", "green", "red", "white", "yellow"]),
    ("Boats", ["barge", "catamaran", "ketch", "sloop", "yawl"]),
    ("Catches", ["cod", "haddock", "mackerel", "plaice", "sardines"]),
]
SOLUTION = [
    ("1", "Scot", "green", "barge", "mackerel"),
    ("2", "Dane", "white", "sloop", "cod"),
    ("3", "Greek", "red", "ketch", "sardines"),
    ("4", "Peruvian", "yellow", "yawl", "haddock"),
    ("5", "Maltese", "blue", "catamaran", "plaice"),
]
CLUES = [
    ("There are five boats tied up along the jetty.", lambda s: True),
    ("The Dane's boat has a white hull.", lambda s: s.same("Dane", "white")),
    ("The Greek sails the ketch.", lambda s: s.same("Greek", "ketch")),
    ("Mackerel are landed from the green boat.", lambda s: s.same("mackerel", "green")),
    ("The Peruvian fishes for haddock.", lambda s: s.same("Peruvian", "haddock")),
    ("The green boat is moored directly shoreward of the white boat.", lambda s: b(s, "green") == b(s, "white") - 1),
    ("The owner of the sloop catches cod.", lambda s: s.same("sloop", "cod")),
    ("The yellow boat is a yawl.", lambda s: s.same("yellow", "yawl")),
    ("Sardines are landed at the middle berth.", lambda s: b(s, "sardines") == 3),
    ("The Scot has the berth nearest the shore.", lambda s: b(s, "Scot") == 1),
    ("The catamaran is moored next to the boat that fishes for haddock.", lambda s: nextto(s, "catamaran", "haddock")),
    ("The red boat is next to the yawl.", lambda s: nextto(s, "red", "yawl")),
    ("The owner of the catamaran catches plaice.", lambda s: s.same("catamaran", "plaice")),
    ("The Scot is moored next to the white boat.", lambda s: nextto(s, "Scot", "white")),
    ("The blue boat is moored at the seaward end of the jetty.", lambda s: b(s, "blue") == 5),
    ("The Peruvian's boat lies next to the red one.", lambda s: nextto(s, "Peruvian", "red")),
]
QUESTIONS = [("Who catches plaice?", lambda s: s.v("Owners", "plaice")), ("Who sails the barge?", lambda s: s.v("Owners", "barge"))]
OUTRO = ["The berths are numbered 1 to 5, berth 1 being nearest the shore; \"shoreward\" means nearer berth 1."]
REMARKS = OUTRO
