L = "Distances"
D = "Days"
CATEGORIES = [
    ("Leaders", ["Alice", "Bernard", "Chloe", "Desmond", "Edna"]),
    ("Distances", ["6 miles", "8 miles", "10 miles", "12 miles", "14 miles"], [6, 8, 10, 12, 14]),
    ("Villages", ["Eldon", "Fellgate", "Grisdale", "Hatherley", "Ingleby"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
]
SOLUTION = [
    ["Alice", "10 miles", "Hatherley", "Wednesday"],
    ["Bernard", "14 miles", "Eldon", "Monday"],
    ["Chloe", "6 miles", "Fellgate", "Friday"],
    ["Desmond", "12 miles", "Grisdale", "Thursday"],
    ["Edna", "8 miles", "Ingleby", "Tuesday"],
]
CLUES = [
    ("The longest walk was on Monday.", lambda s: s.n(D, "14 miles") == 1),
    ("Chloe's walk was the shortest, and it was the last of the week.",
     lambda s: s.n(L, "Chloe") == 6 and s.n(D, "Chloe") == 5),
    ("Desmond's walk was 2 miles longer than Alice's but 2 miles shorter than Bernard's.",
     lambda s: s.n(L, "Desmond") == s.n(L, "Alice") + 2 == s.n(L, "Bernard") - 2),
    ("The walk from Ingleby was the day after the walk from Eldon.", lambda s: s.n(D, "Ingleby") == s.n(D, "Eldon") + 1),
    ("Alice led her walk the day before the walk from Grisdale.", lambda s: s.n(D, "Alice") == s.n(D, "Grisdale") - 1),
    ("The walk from Fellgate was led by neither Alice nor Desmond.",
     lambda s: not s.same("Fellgate", "Alice") and not s.same("Fellgate", "Desmond")),
    ("Bernard led the longest walk, from Eldon.", lambda s: s.n(L, "Bernard") == 14 and s.same("Bernard", "Eldon")),
    ("The walk from Hatherley was 2 miles longer than Edna's.", lambda s: s.n(L, "Hatherley") == s.n(L, "Edna") + 2),
    ("Edna's walk was earlier in the week than Alice's.", lambda s: s.n(D, "Edna") < s.n(D, "Alice")),
    ("Desmond's walk didn't start from Ingleby.", lambda s: not s.same("Desmond", "Ingleby")),
]
NUM = None
DOT = True
INTRO = ["The rambling club ran one walk on each weekday of its walking week, each from a different village and each led by a different member."]
OUTRO = []
REMARKS = INTRO + OUTRO
