# Australian: a fishing comp; lengths in cm.
L = "Lengths"
CATEGORIES = [
    ("Anglers", ["Gavin", "Josh", "Narelle", "Tegan"]),
    ("Fish", ["bream", "flathead", "snapper", "whiting"]),
    ("Lengths", ["32 cm", "38 cm", "44 cm", "50 cm"], [32, 38, 44, 50]),
    ("Spots", ["the beach", "the boat ramp", "the jetty", "the rock wall"]),
]
SOLUTION = [
    ["Gavin", "snapper", "50 cm", "the rock wall"],
    ["Josh", "whiting", "32 cm", "the beach"],
    ["Narelle", "flathead", "44 cm", "the jetty"],
    ["Tegan", "bream", "38 cm", "the boat ramp"],
]
CLUES = [
    ("The longest fish, a snapper, came off the rock wall.",
     lambda s: s.n(L, "snapper") == 50 and s.same("snapper", "the rock wall")),
    ("Narelle's fish was 6 cm shorter than Gavin's.", lambda s: s.n(L, "Narelle") == s.n(L, "Gavin") - 6),
    ("Josh fished from the beach, but he didn't catch the flathead.",
     lambda s: s.same("Josh", "the beach") and not s.same("Josh", "flathead")),
    ("The bream measured 6 cm more than the whiting.", lambda s: s.n(L, "bream") == s.n(L, "whiting") + 6),
    ("Tegan's fish was longer than Josh's but shorter than Narelle's.",
     lambda s: s.n(L, "Josh") < s.n(L, "Tegan") < s.n(L, "Narelle")),
    ("Tegan didn't fish off the jetty.", lambda s: not s.same("Tegan", "the jetty")),
    ("Gavin, Tegan and the angler on the jetty are three different people.",
     lambda s: len({s.e("Gavin"), s.e("Tegan"), s.e("the jetty")}) == 3),
]
QUESTIONS = [("Who caught the whiting?", lambda s: s.v("Anglers", "whiting"))]
NUM = "."
DOT = False
INTRO = ["Four mates entered the Easter fishing comp at the bay. Each brought in one fish, each of a different kind and length, and each fished from a different spot."]
OUTRO = []
REMARKS = INTRO + OUTRO
