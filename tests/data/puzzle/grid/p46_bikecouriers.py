N = "Deliveries"
CATEGORIES = [
    ("Couriers", ["Kwame", "Lucia", "Magnus", "Nell", "Orrin", "Paloma"]),
    ("Bikes", ["cargo bike", "e-bike", "fixie", "folding bike", "road bike", "tandem"]),
    ("Deliveries", ["14 deliveries", "17 deliveries", "20 deliveries", "23 deliveries", "26 deliveries", "29 deliveries"], [14, 17, 20, 23, 26, 29]),
    ("Districts", ["Docklands", "Harbourside", "Old Town", "Riverside", "University", "West End"]),
]
SOLUTION = [
    ["Kwame", "road bike", "26 deliveries", "West End"],
    ["Lucia", "e-bike", "29 deliveries", "University"],
    ["Magnus", "cargo bike", "14 deliveries", "Docklands"],
    ["Nell", "fixie", "23 deliveries", "Old Town"],
    ["Orrin", "tandem", "17 deliveries", "Harbourside"],
    ["Paloma", "folding bike", "20 deliveries", "Riverside"],
]
CLUES = [
    ("The courier on the e-bike made the most deliveries.", lambda s: s.n(N, "e-bike") == 29),
    ("Magnus made 6 fewer deliveries than Paloma.", lambda s: s.n(N, "Magnus") == s.n(N, "Paloma") - 6),
    ("The courier who covers Old Town made 3 more deliveries than the one on the folding bike.", lambda s: s.n(N, "Old Town") == s.n(N, "folding bike") + 3),
    ("The cargo bike is used in the Docklands.", lambda s: s.same("cargo bike", "Docklands")),
    ("Kwame made more deliveries than Nell but fewer than Lucia.", lambda s: s.n(N, "Nell") < s.n(N, "Kwame") < s.n(N, "Lucia")),
    ("The six couriers are Orrin, the one on the road bike, the one who covers University, Paloma, the one with 23 deliveries and the one on the cargo bike.",
     lambda s: len({s.e(x) for x in ("Orrin", "road bike", "University", "Paloma", "23 deliveries", "cargo bike")}) == 6),
]
CLUES.append(("Nell made 6 more deliveries than the courier on the tandem.", lambda s: s.n(N, "Nell") == s.n(N, "tandem") + 6))
CLUES.append(("Kwame made 12 more deliveries than the courier who covers the Docklands.", lambda s: s.n(N, "Kwame") == s.n(N, "Docklands") + 12))
CLUES.append(("The courier on the road bike covers the West End.", lambda s: s.same("road bike", "West End")))
CLUES.append(("Paloma made more deliveries than the courier who covers Harbourside.", lambda s: s.n(N, "Paloma") > s.n(N, "Harbourside")))
NUM = "."
INTRO = ["Six bike couriers each ride a different bike and cover a different district of the city. Last Friday each made a different number of deliveries."]
REMARKS = INTRO
