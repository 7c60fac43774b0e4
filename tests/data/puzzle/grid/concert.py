S = "Seats"
def near(s, a, b, d):
    return abs(s.n(S, a) - s.n(S, b)) == d
CATEGORIES = [
    ("Seats", ["1", "2", "3", "4", "5"]),
    ("Musicians", ["Ana", "Boris", "Chen", "Dalia", "Emil"]),
    ("Instruments", ["cello", "flute", "harp", "oboe", "viola"]),
]
CLUES = [
    ("Ana sits directly left of the cellist.", lambda s: s.n(S, "Ana") == s.n(S, "cello") - 1),
    ("The harpist sits at one end of the row.", lambda s: s.n(S, "harp") in (1, 5)),
    ("There is exactly one seat between the oboist and Boris.", lambda s: near(s, "oboe", "Boris", 2)),
    ("Dalia is at least two seats away from the cellist.",
     lambda s: abs(s.n(S, "Dalia") - s.n(S, "cello")) >= 2),
    ("Dalia sits in one of the end seats.", lambda s: s.n(S, "Dalia") in (1, 5)),
    ("Emil sits directly right of Ana.", lambda s: s.n(S, "Emil") == s.n(S, "Ana") + 1),
    ("The violist sits somewhere to the right of Chen.", lambda s: s.n(S, "viola") > s.n(S, "Chen")),
    ("Boris doesn't play the viola.", lambda s: not s.same("Boris", "viola")),
]
REMARKS = ["The seats are numbered 1 to 5 from left to right."]
