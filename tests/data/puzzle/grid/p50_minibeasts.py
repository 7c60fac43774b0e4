L = "Lengths"
CATEGORIES = [
    ("Children", ["Arlo", "Bethan", "Cyrus", "Della", "Ezra"]),
    ("Insects", ["beetle", "cricket", "dragonfly", "moth", "stick insect"]),
    ("Lengths", ["15 mm", "25 mm", "35 mm", "45 mm", "55 mm"], [15, 25, 35, 45, 55]),
    ("Places", ["garden", "hedge", "log pile", "meadow", "pond"]),
]
SOLUTION = [
    ["Arlo", "cricket", "25 mm", "hedge"],
    ["Bethan", "stick insect", "55 mm", "garden"],
    ["Cyrus", "beetle", "15 mm", "log pile"],
    ["Della", "dragonfly", "45 mm", "pond"],
    ["Ezra", "moth", "35 mm", "meadow"],
]
def distinct(s, *xs):
    ents = [s.e(x) for x in xs]
    return len(set(ents)) == len(ents)
CLUES = [
    ("The stick insect was 30 mm longer than Arlo's find.", lambda s: s.n(L, "stick insect") == s.n(L, "Arlo") + 30),
    ("The log pile find was the shortest.", lambda s: s.n(L, "log pile") == 15),
    ("The dragonfly was found at the pond.", lambda s: s.same("dragonfly", "pond")),
    ("The moth was 10 mm longer than the cricket.", lambda s: s.n(L, "moth") == s.n(L, "cricket") + 10),
    ("Cyrus didn't find the moth or the cricket.", lambda s: not s.same("Cyrus", "moth") and not s.same("Cyrus", "cricket")),
    ("Ezra, the child who searched the hedge and the one who found the beetle are three different children.",
     lambda s: distinct(s, "Ezra", "hedge", "beetle")),
    ("Bethan's find was the longest of the five.", lambda s: s.n(L, "Bethan") == 55),
    ("Della's find was 20 mm longer than Arlo's.", lambda s: s.n(L, "Della") == s.n(L, "Arlo") + 20),
    ("The moth was found in the meadow.", lambda s: s.same("moth", "meadow")),
    ("The cricket was found in the hedge.", lambda s: s.same("cricket", "hedge")),
]
QUESTIONS = [("What did Ezra find?", lambda s: s.v("Insects", "Ezra"))]
NUM = "."
INTRO = ["Bug Hunt: on a school nature day, five children each found a different insect in a different spot and measured it."]
OUTRO = []
REMARKS = INTRO + OUTRO
