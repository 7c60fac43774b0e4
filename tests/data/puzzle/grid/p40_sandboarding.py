V = "Speeds"
T = "Times"
CATEGORIES = [
    ("Riders", ["Ayla", "Bruno", "Citlali", "Duncan", "Esra"]),
    ("Dunes", ["Big Red", "Camel Back", "Devil's Spine", "Long Ridge", "Sugar Hill"]),
    ("Boards", ["green", "orange", "purple", "teal", "yellow"]),
    ("Speeds", ["42 km/h", "46 km/h", "50 km/h", "54 km/h", "58 km/h"], [42, 46, 50, 54, 58]),
    ("Times", ["8:00 am", "8:20 am", "8:40 am", "9:00 am", "9:20 am"], [480, 500, 520, 540, 560]),
]
SOLUTION = [
    ["Ayla", "Sugar Hill", "teal", "54 km/h", "8:40 am"],
    ["Bruno", "Devil's Spine", "orange", "58 km/h", "9:20 am"],
    ["Citlali", "Big Red", "yellow", "46 km/h", "8:00 am"],
    ["Duncan", "Long Ridge", "purple", "42 km/h", "9:00 am"],
    ["Esra", "Camel Back", "green", "50 km/h", "8:20 am"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The rider on the orange board hit a top speed 4 km/h faster than the rider on Sugar Hill.", lambda s: s.n(V, "orange") == s.n(V, "Sugar Hill") + 4),
    ("Citlali made her run 40 minutes before Ayla.", lambda s: s.n(T, "Citlali") == s.n(T, "Ayla") - 40),
    ("Of the rider on Big Red and the rider on the purple board, one went first and the other was the slowest.",
     lambda s: s.e("Big Red") != s.e("purple") and (
         (s.n(T, "Big Red") == 480 and s.n(V, "purple") == 42) or
         (s.n(T, "purple") == 480 and s.n(V, "Big Red") == 42))),
    ("The five riders are Esra, the one on Devil's Spine, the one with the teal board, the one who rode at 9:00 am and the one who reached 46 km/h.",
     lambda s: diff(s, "Esra", "Devil's Spine", "teal", "9:00 am", "46 km/h")),
    ("The rider who went last was also the fastest.", lambda s: s.same("9:20 am", "58 km/h")),
    ("The green board was ridden 20 minutes after the yellow board.", lambda s: s.n(T, "green") == s.n(T, "yellow") + 20),
    ("Neither Duncan nor Ayla rode Camel Back.", lambda s: not s.same("Duncan", "Camel Back") and not s.same("Ayla", "Camel Back")),
    ("Esra was 8 km/h faster than Duncan.", lambda s: s.n(V, "Esra") == s.n(V, "Duncan") + 8),
    ("Either the rider on Long Ridge or the rider on Sugar Hill went at 8:40 am.",
     lambda s: s.same("Long Ridge", "8:40 am") != s.same("Sugar Hill", "8:40 am")),
    ("The Camel Back rider was somewhat slower than the teal board's rider.", lambda s: s.n(V, "Camel Back") < s.n(V, "teal")),
    ("Duncan didn't ride 20 minutes before Esra.", lambda s: s.n(T, "Duncan") != s.n(T, "Esra") - 20),
    ("Bruno rode 40 minutes after Ayla.", lambda s: s.n(T, "Bruno") == s.n(T, "Ayla") + 40),
    ("The rider on Devil's Spine reached a speed 12 km/h faster than the rider on Big Red.", lambda s: s.n(V, "Devil's Spine") == s.n(V, "Big Red") + 12),
    ("Ayla was 8 km/h faster than Citlali.", lambda s: s.n(V, "Ayla") == s.n(V, "Citlali") + 8),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
