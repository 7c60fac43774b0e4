# A retelling in the manner of the 1962 zebra puzzle, with no category lines: the
# categories below are what the opening remark and the statements name.  The shacks
# are numbered 1 to 5 from left to right as seen from the shore.
H = "Shacks"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Shacks", ["1", "2", "3", "4", "5"]),
    ("Colors", ["yellow", "blue", "red", "white", "green"]),
    ("Anglers", ["Dagmar", "Casper", "Anders", "Espen", "Birgit"]),
    ("Drinks", ["coffee", "tea", "cocoa", "cider", "broth"]),
    ("Baits", ["jigs", "minnows", "waxworms", "corn", "spoons"]),
    ("Fish", ["pike", "perch", "trout", "walleye", "whitefish"]),
]
SOLUTION = [
    ["1", "yellow", "Dagmar", "coffee", "jigs", "pike"],
    ["2", "blue", "Casper", "tea", "minnows", "perch"],
    ["3", "red", "Anders", "cocoa", "waxworms", "trout"],
    ["4", "white", "Espen", "cider", "corn", "walleye"],
    ["5", "green", "Birgit", "broth", "spoons", "whitefish"],
]
CLUES = [
    ("There are five shacks in a row on the ice.", lambda s: True),
    ("Anders fishes from the red shack.", lambda s: s.same("Anders", "red")),
    ("Birgit fishes with spoons.", lambda s: s.same("Birgit", "spoons")),
    ("Broth is drunk in the green shack.", lambda s: s.same("broth", "green")),
    ("Casper drinks tea.", lambda s: s.same("Casper", "tea")),
    ("The white shack is immediately to the left of Birgit's.",
     lambda s: s.n(H, "white") == s.n(H, "Birgit") - 1),
    ("The green shack is immediately to the right of the white shack.",
     lambda s: s.n(H, "green") == s.n(H, "white") + 1),
    ("The angler who uses waxworms caught a trout.", lambda s: s.same("waxworms", "trout")),
    ("Jigs are used in the yellow shack.", lambda s: s.same("jigs", "yellow")),
    ("Cocoa is drunk in the middle shack.", lambda s: s.n(H, "cocoa") == 3),
    ("Dagmar's shack is the first one on the left.", lambda s: s.n(H, "Dagmar") == 1),
    ("The angler who uses minnows is in the shack next to the one who caught the pike.",
     lambda s: near(s, "minnows", "pike")),
    ("The perch was caught in the shack immediately to the right of Dagmar's.",
     lambda s: s.n(H, "perch") == s.n(H, "Dagmar") + 1),
    ("The angler who fishes with corn drinks cider.", lambda s: s.same("corn", "cider")),
    ("Espen caught the walleye.", lambda s: s.same("Espen", "walleye")),
    ("The blue shack is next to Dagmar's.", lambda s: near(s, "blue", "Dagmar")),
]
QUESTIONS = [("Who drinks the coffee? Who caught the whitefish?",
              lambda s: (s.v("Anglers", "coffee"), s.v("Anglers", "whitefish")))]
NUM = "."
INTRO = ["Five friends spent a Saturday ice fishing on the lake, each in a shack of a different color. "
         "Each angler drank something different, used a different bait and caught a different kind of fish. "
         "The shacks are numbered 1 to 5 from left to right as seen from the shore."]
OUTRO = []
REMARKS = INTRO + OUTRO
