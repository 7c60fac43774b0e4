M = "Lengths"
R = "Released"
def m(s, x):
    return s.n(M, x)
def r(s, x):
    return s.n(R, x)
CATEGORIES = [
    ("Hosts", ["Noor", "Otto", "Priya", "Quincy"]),
    ("Topics", ["bees", "lighthouses", "shipwrecks", "volcanoes"]),
    ("Lengths", ["38 min", "45 min", "52 min", "59 min"], [38, 45, 52, 59]),
    ("Released", ["Apr. 3", "Apr. 10", "Apr. 17", "Apr. 24"], [3, 10, 17, 24]),
]
CLUES = [
    ("The episode about bees, which Otto recorded in his garden shed, came out a week before Priya's.",
     lambda s: s.same("bees", "Otto") and r(s, "bees") == r(s, "Priya") - 7),
    ("The lighthouse episode ran 7 minutes longer than Otto's.",
     lambda s: m(s, "lighthouses") == m(s, "Otto") + 7),
    ("Priya's episode, the longest of the four, wasn't about lighthouses.",
     lambda s: m(s, "Priya") == 59 and not s.same("Priya", "lighthouses")),
    ("Quincy's episode came out two weeks after the one about shipwrecks.",
     lambda s: r(s, "Quincy") == r(s, "shipwrecks") + 14),
    ("Noor didn't talk about shipwrecks.", lambda s: not s.same("Noor", "shipwrecks")),
    ("Quincy's episode ran 7 minutes shorter than Noor's.", lambda s: m(s, "Quincy") == m(s, "Noor") - 7),
]
REMARKS = ["The four hosts of the Odd Corners podcast take turns at the microphone. Each of them recorded one episode in April, each on a different topic, and the episodes went out a week apart."]
QUESTIONS = [("When did the volcano episode come out?", lambda s: s.v("Released", "volcanoes"))]
