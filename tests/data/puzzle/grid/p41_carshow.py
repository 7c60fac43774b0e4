Y = "Model years"
CATEGORIES = [
    ("Owners", ["Bud", "Clint", "Earl", "Homer", "Lyle"]),
    ("Cars", ["Bel Air", "Corvette", "GTO", "Mustang", "Thunderbird"]),
    ("Model years", ["1955", "1957", "1959", "1964", "1966"], [1955, 1957, 1959, 1964, 1966]),
    ("Colors", ["black", "cherry red", "turquoise", "white", "yellow"]),
]
SOLUTION = [
    ["Bud", "Thunderbird", "1957", "turquoise"],
    ["Clint", "GTO", "1964", "black"],
    ["Earl", "Bel Air", "1955", "yellow"],
    ["Homer", "Mustang", "1966", "white"],
    ["Lyle", "Corvette", "1959", "cherry red"],
]
CLUES = [
    ("The Corvette is two model years newer than Bud's car.", lambda s: s.n(Y, "Corvette") == s.n(Y, "Bud") + 2),
    ("The oldest car in the show is a yellow Bel Air.", lambda s: s.n(Y, "yellow") == 1955 and s.same("yellow", "Bel Air")),
    ("Clint's car, which is black, is exactly seven years newer than the Thunderbird.",
     lambda s: s.same("Clint", "black") and s.n(Y, "Clint") == s.n(Y, "Thunderbird") + 7),
    ("The Mustang is the newest car of the five.", lambda s: s.n(Y, "Mustang") == 1966),
    ("Neither Earl nor Lyle owns the black car or the white one.",
     lambda s: all(not s.same(p, c) for p in ("Earl", "Lyle") for c in ("black", "white"))),
    ("Homer's car is newer than Lyle's.", lambda s: s.n(Y, "Homer") > s.n(Y, "Lyle")),
    ("The turquoise car is older than the cherry red one.", lambda s: s.n(Y, "turquoise") < s.n(Y, "cherry red")),
    ("Earl doesn't own the Corvette.", lambda s: not s.same("Earl", "Corvette")),
    ("Earl's car is older than Bud's.", lambda s: s.n(Y, "Earl") < s.n(Y, "Bud")),
    ("Homer's car is white.", lambda s: s.same("Homer", "white")),
]
QUESTIONS = [("Who owns the GTO?", lambda s: s.v("Owners", "GTO"))]
NUM = "."
DOT = False
INTRO = ["Five members of the Rust Belt Cruisers brought their restored classics to the Fourth of July car show in Oak Falls. Each car is a different make and model, from a different model year, and painted a different color. From the clues, can you determine each owner's car, its model year, and its color?"]
OUTRO = []
REMARKS = INTRO + OUTRO
