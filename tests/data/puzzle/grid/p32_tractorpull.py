Y = "Years"
D = "Distances"
CATEGORIES = [
    ("Drivers", ["Bud", "Clem", "Earl", "Hank", "Wyatt"]),
    ("Colors", ["blue", "green", "orange", "red", "yellow"]),
    ("Years", ["1952", "1958", "1964", "1970", "1976"], [1952, 1958, 1964, 1970, 1976]),
    ("Distances", ["212 feet", "228 feet", "244 feet", "260 feet", "276 feet"], [212, 228, 244, 260, 276]),
]
SOLUTION = [
    ["Bud", "red", "1964", "260 feet"],
    ["Clem", "yellow", "1952", "212 feet"],
    ["Earl", "green", "1976", "244 feet"],
    ["Hank", "blue", "1958", "276 feet"],
    ["Wyatt", "orange", "1970", "228 feet"],
]
CLUES = [
    ("The oldest tractor made the shortest pull.", lambda s: s.n(D, "1952") == 212),
    ("Hank's tractor pulled the sled 16 feet farther than Bud's.", lambda s: s.n(D, "Hank") == s.n(D, "Bud") + 16),
    ("The green tractor was built 6 years after the orange one.", lambda s: s.n(Y, "green") == s.n(Y, "orange") + 6),
    ("Wyatt's tractor is 12 years newer than the blue one.", lambda s: s.n(Y, "Wyatt") == s.n(Y, "blue") + 12),
    ("The red tractor went farther than the green one but not as far as the blue one.",
     lambda s: s.n(D, "green") < s.n(D, "red") < s.n(D, "blue")),
    ("Earl's tractor is the newest of the five.", lambda s: s.n(Y, "Earl") == 1976),
    ("Bud's tractor is 6 years newer than Hank's.", lambda s: s.n(Y, "Bud") == s.n(Y, "Hank") + 6),
    ("Wyatt's tractor pulled 16 feet less than Earl's.", lambda s: s.n(D, "Wyatt") == s.n(D, "Earl") - 16),
    ("The orange tractor is driven by Wyatt.", lambda s: s.same("orange", "Wyatt")),
]
NUM = "."
DOT = False
INTRO = [
    "Antique Tractor Pull",
    "Five farmers entered their antique tractors in the tractor pull at the Jasper County Fair. Each tractor is painted a different color, was built in a different year, and pulled the weighted sled a different distance. Determine the color, year, and distance of each farmer's tractor.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
