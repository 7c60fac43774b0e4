C, B, R, D = "Customers", "Bikes", "Repair bills", "Pickup days"
CATEGORIES = [
    (C, ["Abdul", "Brigitte", "Cormac", "Delphine"]),
    (B, ["BMX", "cruiser", "road bike", "tandem"]),
    (R, ["$18.75", "$32.50", "$46.25", "$60.00"], [1875, 3250, 4625, 6000]),
    (D, ["Monday", "Tuesday", "Wednesday", "Thursday"]),
]
CLUES = [
    ("The customer who brought in the tandem paid $13.75 more than Delphine.", lambda s: s.n(R, "tandem") == s.n(R, "Delphine") + 1375),
    ("The road bike was picked up 2 days before the cruiser.", lambda s: s.n(D, "road bike") == s.n(D, "cruiser") - 2),
    ("The bike picked up on Thursday was Brigitte's.", lambda s: s.same("Thursday", "Brigitte")),
    ("The $60.00 repair was either Cormac's or the one picked up on Tuesday.", lambda s: s.same("$60.00", "Cormac") != s.same("$60.00", "Tuesday")),
    ("Abdul didn't bring in the cruiser.", lambda s: not s.same("Abdul", "cruiser")),
    ("The BMX had the cheapest repair.", lambda s: s.same("BMX", "$18.75")),
    ("Delphine picked up her bike the day after Abdul.", lambda s: s.n(D, "Delphine") == s.n(D, "Abdul") + 1),
    ("Cormac paid more than Abdul.", lambda s: s.n(R, "Cormac") > s.n(R, "Abdul")),
    ("Brigitte's bike isn't the tandem.", lambda s: not s.same("Brigitte", "tandem")),
    ("The BMX was picked up later in the week than the tandem.", lambda s: s.n(D, "BMX") > s.n(D, "tandem")),
]
