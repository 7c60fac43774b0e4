# Einstein-style retelling with no category lines: every value is named in a
# statement or in the questions.  Cabins are numbered 1 to 5 from left to right.
H = "Cabins"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Fishermen", ["Abner", "Buck", "Cyrus", "Dewey", "Elmo"]),
    ("Boats", ["canoe", "kayak", "pontoon boat", "rowboat", "sailboat"]),
    ("Baits", ["crickets", "flies", "minnows", "spinners", "worms"]),
    ("Drinks", ["cocoa", "coffee", "iced tea", "lemonade", "root beer"]),
    ("Pets", ["beagle", "cat", "parrot", "retriever", "turtle"]),
]
SOLUTION = [
    ["1", "Dewey", "rowboat", "worms", "coffee", "beagle"],
    ["2", "Abner", "canoe", "crickets", "lemonade", "cat"],
    ["3", "Elmo", "sailboat", "minnows", "cocoa", "parrot"],
    ["4", "Buck", "pontoon boat", "spinners", "root beer", "turtle"],
    ["5", "Cyrus", "kayak", "flies", "iced tea", "retriever"],
]
CLUES = [
    ("There are five cabins in a row along the shore.", lambda s: True),
    ("Abner paddles the canoe.", lambda s: s.same("Abner", "canoe")),
    ("Buck drinks root beer.", lambda s: s.same("Buck", "root beer")),
    ("The man who fishes with worms keeps a beagle.", lambda s: s.same("worms", "beagle")),
    ("Cocoa is drunk in the middle cabin.", lambda s: s.n(H, "cocoa") == 3),
    ("Dewey lives in the first cabin.", lambda s: s.n(H, "Dewey") == 1),
    ("The sailboat is tied up at the cabin immediately to the right of the canoe's cabin.",
     lambda s: s.n(H, "sailboat") == s.n(H, "canoe") + 1),
    ("The man who uses minnows owns the parrot.", lambda s: s.same("minnows", "parrot")),
    ("The owner of the pontoon boat fishes with spinners.", lambda s: s.same("pontoon boat", "spinners")),
    ("The man with the cat lives next to the man who uses worms.", lambda s: near(s, "cat", "worms")),
    ("The man with the retriever lives next to the man who fishes with spinners.", lambda s: near(s, "retriever", "spinners")),
    ("Coffee is drunk in the cabin of the man with the rowboat.", lambda s: s.same("coffee", "rowboat")),
    ("Elmo sails the sailboat.", lambda s: s.same("Elmo", "sailboat")),
    ("The man who fishes with crickets lives next to the man who drinks coffee.", lambda s: near(s, "crickets", "coffee")),
    ("Dewey lives next to the man who drinks lemonade.", lambda s: near(s, "Dewey", "lemonade")),
    ("The man who owns the kayak fishes with flies.", lambda s: s.same("kayak", "flies")),
    ("The kayak is tied up at the last cabin.", lambda s: s.n(H, "kayak") == 5),
    ("The man who fishes with crickets keeps a cat.", lambda s: s.same("crickets", "cat")),
    ("The pontoon boat is tied up next to the kayak.", lambda s: near(s, "pontoon boat", "kayak")),
    ("Buck lives next to Elmo.", lambda s: near(s, "Buck", "Elmo")),
    ("Cyrus doesn't fish with spinners.", lambda s: not s.same("Cyrus", "spinners")),
    ("Elmo fishes with minnows.", lambda s: s.same("Elmo", "minnows")),
]
QUESTIONS = [("Now, who drinks iced tea? Who owns the turtle?",
              lambda s: (s.v("Fishermen", "iced tea"), s.v("Fishermen", "turtle")))]
NUM = "."
DOT = False
INTRO = ["Five old friends rent the five cabins at Loon Lake every July."]
OUTRO = ["Each cabin is rented by a different man, and each man owns a different boat, fishes with a different bait, drinks a different drink and keeps a different pet. The cabins are counted from left to right as you face them from the lake, so \"right\" means your right."]
REMARKS = INTRO + OUTRO
