H = "Huts"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Huts", ["1", "2", "3", "4"]),
    ("Anglers", ["Arvid", "Dolly", "Merle", "Tobias"]),
    ("Fish", ["perch", "pike", "trout", "walleye"]),
    ("Baits", ["minnows", "wax worms", "spoons", "jigs"]),
    ("Thermoses", ["chili", "cocoa", "coffee", "soup"]),
]
SOLUTION = [
    ["1", "Dolly", "walleye", "minnows", "coffee"],
    ["2", "Tobias", "perch", "wax worms", "soup"],
    ["3", "Arvid", "pike", "spoons", "chili"],
    ["4", "Merle", "trout", "jigs", "cocoa"],
]
CLUES = [
    ("The angler in the first hut uses minnows.", lambda s: s.n(H, "minnows") == 1),
    ("Arvid caught a pike.", lambda s: s.same("Arvid", "pike")),
    ("The perch was caught in the hut immediately to the left of the one where the pike was caught.",
     lambda s: s.n(H, "perch") == s.n(H, "pike") - 1),
    ("The angler who fishes with spoons has chili in the thermos.", lambda s: s.same("spoons", "chili")),
    ("Merle fishes from the hut at the far right.", lambda s: s.n(H, "Merle") == 4),
    ("Coffee is drunk next to the hut where the soup is.", lambda s: near(s, "coffee", "soup")),
    ("Tobias uses wax worms.", lambda s: s.same("Tobias", "wax worms")),
    ("The trout was caught on a jig.", lambda s: s.same("trout", "jigs")),
    ("Dolly drinks coffee.", lambda s: s.same("Dolly", "coffee")),
    ("Cocoa is drunk in the hut at the far right.", lambda s: s.n(H, "cocoa") == 4),
]
QUESTIONS = [("Who caught the walleye?", lambda s: s.v("Anglers", "walleye"))]
NUM = "."
DOT = False
INTRO = ["Four ice-fishing huts stand in a row on the frozen lake, numbered 1 to 4 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
