# No category lines: five anglers at pegs along a pier, numbered from the shore
# end; order told as "further out", "seaward of", "at the far end".
H = "Pegs"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Pegs", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Anglers", ["Alf", "Len", "Ron", "Sid", "Vic"]),
    ("Baits", ["bread", "lugworm", "maggots", "sweetcorn", "worms"]),
    ("Fish", ["bream", "carp", "perch", "roach", "tench"]),
    ("Flasks", ["Bovril", "cocoa", "coffee", "soup", "tea"]),
]
SOLUTION = [
    ("1", "Ron", "maggots", "perch", "coffee"),
    ("2", "Alf", "bread", "carp", "soup"),
    ("3", "Sid", "worms", "bream", "tea"),
    ("4", "Len", "sweetcorn", "roach", "cocoa"),
    ("5", "Vic", "lugworm", "tench", "Bovril"),
]
CLUES = [
    ("Ron fishes with maggots.", lambda s: s.same("Ron", "maggots")),
    ("The carp took bread.", lambda s: s.same("bread", "carp")),
    ("There is one angler between Alf and the man with the cocoa.", lambda s: abs(p(s, "Alf") - p(s, "cocoa")) == 2),
    ("The perch was caught by the coffee drinker.", lambda s: s.same("perch", "coffee")),
    ("The man with the soup is one peg further out than the man with the coffee.", lambda s: p(s, "soup") == p(s, "coffee") + 1),
    ("Sid fishes immediately to seaward of the man who caught the carp.", lambda s: p(s, "Sid") == p(s, "carp") + 1),
    ("The man who landed the bream had tea in his flask.", lambda s: s.same("bream", "tea")),
    ("Sid is next to the angler who caught the roach.", lambda s: nextto(s, "Sid", "roach")),
    ("The man using sweetcorn has Vic on one side of him and the tea drinker on the other.", lambda s: nextto(s, "sweetcorn", "Vic") and nextto(s, "sweetcorn", "tea") and not s.same("Vic", "tea")),
    ("The bream was caught somewhere between Ron and the man fishing with lugworm.", lambda s: between(s, "bream", "Ron", "lugworm")),
    ("The man using worms did not bring Bovril.", lambda s: not s.same("worms", "Bovril")),
    ("Len is not the man fishing at the far end.", lambda s: p(s, "Len") != 5),
]
QUESTIONS = [("Who caught the tench, and what did Len catch?",
              lambda s: (s.v("Anglers", "tench"), s.v("Fish", "Len")))]
INTRO = ["Five anglers spent Saturday on the pier, at pegs numbered 1 to 5 from the shore end out towards the sea. Each used a different bait, each caught one fish of a different kind, and each had something different in his flask."]
REMARKS = INTRO
