H = "Layovers"
CATEGORIES = [
    ("Travellers", ["Anders", "Beatriz", "Colm", "Dagny", "Elif"]),
    ("Layovers", ["1 hour", "2 hours", "3 hours", "4 hours", "5 hours"], [1, 2, 3, 4, 5]),
    ("Airports", ["Doha", "Frankfurt", "Helsinki", "Istanbul", "Reykjavik"]),
    ("Airlines", ["Aerolux", "Borealis", "Cirrus", "Meridian", "Zephyr"]),
    ("Destinations", ["Bangkok", "Cape Town", "Lima", "Perth", "Toronto"]),
]
SOLUTION = [
    ["Anders", "3 hours", "Helsinki", "Borealis", "Toronto"],
    ["Beatriz", "5 hours", "Doha", "Zephyr", "Perth"],
    ["Colm", "1 hour", "Istanbul", "Aerolux", "Cape Town"],
    ["Dagny", "2 hours", "Reykjavik", "Cirrus", "Lima"],
    ["Elif", "4 hours", "Frankfurt", "Meridian", "Bangkok"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The layover in Doha was 2 hours longer than Anders's.", lambda s: s.n(H, "Doha") == s.n(H, "Anders") + 2),
    ("The traveller bound for Lima flew with Cirrus.", lambda s: s.same("Lima", "Cirrus")),
    ("The Meridian passenger's layover was an hour longer than the Helsinki layover.", lambda s: s.n(H, "Meridian") == s.n(H, "Helsinki") + 1),
    ("The Aerolux flight stopped in Istanbul.", lambda s: s.same("Aerolux", "Istanbul")),
    ("Of Beatriz and the traveller bound for Bangkok, one flew with Zephyr and the other changed planes in Frankfurt.",
     lambda s: one_other(s, "Beatriz", "Bangkok", "Zephyr", "Frankfurt")),
    ("Dagny's layover was shorter than the Toronto traveller's.", lambda s: s.n(H, "Dagny") < s.n(H, "Toronto")),
    ("The Reykjavik layover lasted 2 hours.", lambda s: s.same("Reykjavik", "2 hours")),
    ("The Borealis passenger was going to Toronto.", lambda s: s.same("Borealis", "Toronto")),
    ("Dagny's layover was an hour longer than Colm's.", lambda s: s.n(H, "Dagny") == s.n(H, "Colm") + 1),
    ("The Zephyr flight was bound for Perth.", lambda s: s.same("Zephyr", "Perth")),
]
QUESTIONS = [
    ("Where was Colm flying to?", lambda s: s.v("Destinations", "Colm")),
    ("Which airline did Dagny fly with?", lambda s: s.v("Airlines", "Dagny")),
]
NUM = ")"
INTRO = ["Long Layovers: five travellers each changed planes once on the way to a different destination, each at a different airport and each with a different airline."]
OUTRO = []
REMARKS = INTRO + OUTRO
