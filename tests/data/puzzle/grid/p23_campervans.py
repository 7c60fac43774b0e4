K = "Distances"
N = "Nights"
CATEGORIES = [
    ("Drivers", ["Gail", "Hamish", "Isobel", "Jack"]),
    ("Vans", ["cream", "green", "orange", "sky blue"]),
    ("Distances", ["650 km", "900 km", "1150 km", "1400 km"], [650, 900, 1150, 1400]),
    ("Nights", ["6 nights", "9 nights", "12 nights", "14 nights"], [6, 9, 12, 14]),
]
SOLUTION = [
    ["Gail", "orange", "900 km", "14 nights"],
    ["Hamish", "cream", "1400 km", "9 nights"],
    ["Isobel", "sky blue", "650 km", "12 nights"],
    ["Jack", "green", "1150 km", "6 nights"],
]
CLUES = [
    ("The cream van covered the greatest distance.", lambda s: s.n(K, "cream") == 1400),
    ("Jack drove 250 km further than Gail but was away for the fewest nights.",
     lambda s: s.n(K, "Jack") == s.n(K, "Gail") + 250 and s.n(N, "Jack") == 6),
    ("Isobel covered the shortest distance, but she was away three nights longer than Hamish.",
     lambda s: s.n(K, "Isobel") == 650 and s.n(N, "Isobel") == s.n(N, "Hamish") + 3),
    ("The green van wasn't Gail's.", lambda s: not s.same("green", "Gail")),
    ("The orange van was on the road for two weeks.", lambda s: s.n(N, "orange") == 14),
    ("Hamish's trip was longer than Jack's, in both kilometres and nights.",
     lambda s: s.n(K, "Hamish") > s.n(K, "Jack") and s.n(N, "Hamish") > s.n(N, "Jack")),
    ("The green van was away for fewer nights than the sky blue one.", lambda s: s.n(N, "green") < s.n(N, "sky blue")),
]
QUESTIONS = [("Who drove the sky blue van?", lambda s: s.v("Drivers", "sky blue"))]
NUM = None
DOT = False
INTRO = [
    "Four friends each hired a campervan for a summer tour of the Highlands. The vans were all painted different colours, and each driver covered a different distance and stayed away for a different number of nights. Here's what we know:",
]
OUTRO = []
REMARKS = INTRO + OUTRO
