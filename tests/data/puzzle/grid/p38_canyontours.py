D = "Distances"
CATEGORIES = [
    ("Guides", ["Ash", "Bettina", "Cruz", "Delphine", "Emmett"]),
    ("Trails", ["Coyote Loop", "Echo Rim", "Hawk Ridge", "Red Wash", "Sage Bench"]),
    ("Distances", ["4 miles", "6 miles", "8 miles", "10 miles", "12 miles"], [4, 6, 8, 10, 12]),
]
SOLUTION = [
    ["Ash", "Red Wash", "10 miles"],
    ["Bettina", "Echo Rim", "4 miles"],
    ["Cruz", "Sage Bench", "12 miles"],
    ["Delphine", "Coyote Loop", "6 miles"],
    ["Emmett", "Hawk Ridge", "8 miles"],
]
CLUES = [
    ("The Hawk Ridge hike is 2 miles longer than the one Delphine leads.", lambda s: s.n(D, "Hawk Ridge") == s.n(D, "Delphine") + 2),
    ("Cruz leads the longest hike.", lambda s: s.n(D, "Cruz") == 12),
    ("Bettina's hike is 6 miles shorter than Ash's.", lambda s: s.n(D, "Bettina") == s.n(D, "Ash") - 6),
    ("The 6-mile hike is either Coyote Loop or the hike led by Emmett.", lambda s: s.same("6 miles", "Coyote Loop") != s.same("6 miles", "Emmett")),
    ("The Red Wash trail isn't Emmett's.", lambda s: not s.same("Red Wash", "Emmett")),
    ("The Echo Rim hike is shorter than the Sage Bench hike.", lambda s: s.n(D, "Echo Rim") < s.n(D, "Sage Bench")),
    ("Ash's trail is 4 miles longer than Delphine's.", lambda s: s.n(D, "Ash") == s.n(D, "Delphine") + 4),
    ("The Red Wash hike is 6 miles longer than the Echo Rim hike.", lambda s: s.n(D, "Red Wash") == s.n(D, "Echo Rim") + 6),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
