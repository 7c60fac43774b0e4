Y = "Years"
CATEGORIES = [
    ("Buyers", ["Quentin", "Rosa", "Sven", "Tamsin"]),
    ("Cars", ["convertible", "hatchback", "sedan", "SUV"]),
    ("Years", ["2015", "2017", "2019", "2021"], [2015, 2017, 2019, 2021]),
    ("Colours", ["grey", "maroon", "navy", "white"]),
]
CLUES = [
    ("The sedan was bought by Quentin.", lambda s: s.same("sedan", "Quentin")),
    ("The maroon car is 2 years newer than the sedan.", lambda s: s.n(Y, "maroon") == s.n(Y, "sedan") + 2),
    ("The hatchback was bought by neither Rosa nor Sven.",
     lambda s: not s.same("hatchback", "Rosa") and not s.same("hatchback", "Sven")),
    ("The white car is the oldest.", lambda s: s.n(Y, "white") == 2015),
    ("Rosa's car was built 4 years before Quentin's.", lambda s: s.n(Y, "Rosa") == s.n(Y, "Quentin") - 4),
    ("The convertible is newer than the hatchback.", lambda s: s.n(Y, "convertible") > s.n(Y, "hatchback")),
    ("The navy car was made in 2019.", lambda s: s.same("navy", "2019")),
]
