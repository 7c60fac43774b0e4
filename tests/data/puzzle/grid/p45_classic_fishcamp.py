K, N, T, B, F, O = "Cabins", "Fishermen", "Hometowns", "Baits", "Fish", "Boats"
def nxt(s, a, b):
    return abs(s.n(K, a) - s.n(K, b)) == 1
CATEGORIES = [
    (K, ["1", "2", "3", "4", "5"]),
    (N, ["Gil", "Lyle", "Otto", "Vic", "Walt"]),
    (T, ["Akron", "Duluth", "Omaha", "Peoria", "Toledo"]),
    (B, ["crickets", "leeches", "minnows", "spinners", "worms"]),
    (F, ["bass", "perch", "pike", "trout", "walleye"]),
    (O, ["canoe", "johnboat", "kayak", "rowboat", "skiff"]),
]
SOLUTION = [
    ["1", "Walt", "Omaha", "minnows", "perch", "canoe"],
    ["2", "Lyle", "Peoria", "worms", "walleye", "rowboat"],
    ["3", "Vic", "Duluth", "crickets", "bass", "johnboat"],
    ["4", "Otto", "Toledo", "spinners", "pike", "kayak"],
    ["5", "Gil", "Akron", "leeches", "trout", "skiff"],
]
CLUES = [
    ("There are five cabins in a row at Loon Point fish camp.", lambda s: True),
    ("Walt stays in the first cabin.", lambda s: s.n(K, "Walt") == 1),
    ("The man from Peoria fishes with worms.", lambda s: s.same("Peoria", "worms")),
    ("Crickets are used in the middle cabin.", lambda s: s.n(K, "crickets") == 3),
    ("Walt stays next to the man with the rowboat.", lambda s: nxt(s, "Walt", "rowboat")),
    ("The kayak belongs to the cabin immediately to the right of the johnboat.", lambda s: s.n(K, "kayak") == s.n(K, "johnboat") + 1),
    ("The man from Toledo caught the pike.", lambda s: s.same("Toledo", "pike")),
    ("Gil fishes from the skiff.", lambda s: s.same("Gil", "skiff")),
    ("The perch was caught with minnows.", lambda s: s.same("perch", "minnows")),
    ("The man who uses leeches stays next to the man who caught the pike.", lambda s: nxt(s, "leeches", "pike")),
    ("Otto is from Toledo.", lambda s: s.same("Otto", "Toledo")),
    ("The walleye was caught by the man in the cabin next to the one who uses minnows.", lambda s: nxt(s, "walleye", "minnows")),
    ("Vic caught the bass.", lambda s: s.same("Vic", "bass")),
    ("The man from Duluth fishes from the johnboat.", lambda s: s.same("Duluth", "johnboat")),
    ("The man from Omaha paddles a canoe.", lambda s: s.same("Omaha", "canoe")),
    ("Lyle doesn't use leeches.", lambda s: not s.same("Lyle", "leeches")),
    ("Lyle stays next door to Walt.", lambda s: nxt(s, "Lyle", "Walt")),
    ("The man from Akron has the last cabin.", lambda s: s.n(K, "Akron") == 5),
]
QUESTIONS = [("Who caught the trout?", lambda s: s.v(N, "trout")),
             ("Who fishes with spinners?", lambda s: s.v(N, "spinners"))]
NUM = "."
DOT = False
INTRO = ["Each cabin holds one fisherman, from a different town, who uses a different bait, caught a different fish, and goes out in a different boat.",
         "The cabins are numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
