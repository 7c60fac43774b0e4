A = "Ages"
CATEGORIES = [
    ("Actors", ["Brad", "Cindy", "Felicia", "Marcus"]),
    ("Roles", ["butler", "detective", "duchess", "gardener"]),
    ("Ages", ["22", "27", "32", "37"], [22, 27, 32, 37]),
    ("Hometowns", ["Ashford", "Bellview", "Cedar Falls", "Dunmore"]),
]
SOLUTION = [
    ["Brad", "gardener", "32", "Dunmore"],
    ["Cindy", "duchess", "22", "Bellview"],
    ["Felicia", "detective", "37", "Ashford"],
    ["Marcus", "butler", "27", "Cedar Falls"],
]
CLUES = [
    ("The actor cast as the butler is 5 years older than Cindy.", lambda s: s.n(A, "butler") == s.n(A, "Cindy") + 5),
    ("Felicia is 10 years older than the actor from Cedar Falls.", lambda s: s.n(A, "Felicia") == s.n(A, "Cedar Falls") + 10),
    ("The person from Dunmore isn't Marcus and isn't the youngest of the four.",
     lambda s: not s.same("Dunmore", "Marcus") and s.n(A, "Dunmore") != 22),
    ("Either Brad or the actor from Ashford will play the detective.",
     lambda s: s.same("Brad", "detective") != s.same("Ashford", "detective")),
    ("The four actors are Marcus, the one from Ashford, the one who got the part of the duchess, and the 32-year-old.",
     lambda s: len({s.e("Marcus"), s.e("Ashford"), s.e("duchess"), s.e("32")}) == 4),
    ("The gardener is older than the duchess but younger than the detective.",
     lambda s: s.n(A, "duchess") < s.n(A, "gardener") < s.n(A, "detective")),
]
NUM = "."
DOT = False
INTRO = [
    "Casting Call at the Lakeside Playhouse",
    "The Lakeside Playhouse has cast four newcomers in this summer's murder mystery. Each actor, who comes from a different town, will play a different part, and no two of them are the same age. Determine the role, age, and hometown of each actor.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
