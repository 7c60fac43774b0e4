# No category lines: the categories are what the statements and questions name.
# Shacks are numbered from the left as you face them from the pier, so the
# first shack is shack 1 and "to the right" means a higher number.
H = "Shacks"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Shacks", ["1", "2", "3", "4", "5"]),
    ("Colours", ["yellow", "blue", "red", "green", "white"]),
    ("Fishers", ["Agatha", "Bruno", "Cosmo", "Delphine", "Egon"]),
    ("Baits", ["minnows", "worms", "squid", "crickets", "shrimp"]),
    ("Catches", ["trout", "carp", "bass", "perch", "pike"]),
]
SOLUTION = [
    ["1", "yellow", "Egon", "minnows", "trout"],
    ["2", "blue", "Cosmo", "worms", "carp"],
    ["3", "red", "Agatha", "squid", "bass"],
    ["4", "green", "Delphine", "crickets", "perch"],
    ["5", "white", "Bruno", "shrimp", "pike"],
]
CLUES = [
    ("There are five fishing shacks in a row along the pier.", lambda s: True),
    ("Agatha lives in the red shack.", lambda s: s.same("Agatha", "red")),
    ("Bruno fishes with shrimp.", lambda s: s.same("Bruno", "shrimp")),
    ("Carp is caught by the fisher in the blue shack.", lambda s: s.same("carp", "blue")),
    ("Delphine catches perch.", lambda s: s.same("Delphine", "perch")),
    ("The green shack is immediately to the right of the red shack.", lambda s: s.n(H, "green") == s.n(H, "red") + 1),
    ("The fisher who uses squid catches bass.", lambda s: s.same("squid", "bass")),
    ("Minnows are used in the yellow shack.", lambda s: s.same("minnows", "yellow")),
    ("Bass is caught from the middle shack.", lambda s: s.n(H, "bass") == 3),
    ("Egon lives in the first shack.", lambda s: s.n(H, "Egon") == 1),
    ("The fisher who uses worms lives next to the fisher who catches trout.", lambda s: near(s, "worms", "trout")),
    ("Minnows are used in the shack next to the shack where carp is caught.", lambda s: near(s, "minnows", "carp")),
    ("The fisher who uses crickets catches perch.", lambda s: s.same("crickets", "perch")),
    ("Cosmo fishes with worms.", lambda s: s.same("Cosmo", "worms")),
    ("Egon lives next to the blue shack.", lambda s: near(s, "Egon", "blue")),
    ("The fisher who uses shrimp lives next to the green shack.", lambda s: near(s, "shrimp", "green")),
]
QUESTIONS = [
    ("Who catches the pike?", lambda s: s.v("Fishers", "pike")),
    ("Who lives in the white shack?", lambda s: s.v("Fishers", "white")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each shack is painted a different colour, and each fisher uses a different bait and catches a different fish. The shacks are counted from the left as you face them, and \"to the right\" means your right."]
REMARKS = INTRO + OUTRO
