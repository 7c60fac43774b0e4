Y = "Years"
V = "Votes"
CATEGORIES = [
    ("Owners", ["Mr. Fogarty", "Mrs. Lund", "Mr. Pacheco", "Ms. Reyes"]),
    ("Cars", ["Bel Air", "Corvette", "Mustang", "Thunderbird"]),
    ("Years", ["1955", "1957", "1963", "1966"], [1955, 1957, 1963, 1966]),
    ("Colors", ["black", "candy apple red", "seafoam green", "white"]),
    ("Votes", ["34 votes", "41 votes", "48 votes", "55 votes"], [34, 41, 48, 55]),
]
SOLUTION = [
    ["Mr. Fogarty", "Thunderbird", "1955", "black", "41 votes"],
    ["Mrs. Lund", "Bel Air", "1957", "seafoam green", "55 votes"],
    ["Mr. Pacheco", "Mustang", "1966", "candy apple red", "34 votes"],
    ["Ms. Reyes", "Corvette", "1963", "white", "48 votes"],
]
CLUES = [
    ("The oldest car, which isn't seafoam green, is the Thunderbird.",
     lambda s: s.n(Y, "Thunderbird") == 1955 and not s.same("Thunderbird", "seafoam green")),
    ("The Bel Air got the most votes.", lambda s: s.n(V, "Bel Air") == 55),
    ("The Mustang was built three years after Ms. Reyes's car.", lambda s: s.n(Y, "Mustang") == s.n(Y, "Ms. Reyes") + 3),
    ("The black car got 7 fewer votes than the white car.", lambda s: s.n(V, "black") == s.n(V, "white") - 7),
    ("Mr. Pacheco's car got fewer votes than anyone else's.", lambda s: s.n(V, "Mr. Pacheco") == 34),
    ("The seafoam green car was built in 1957.", lambda s: s.same("seafoam green", "1957")),
    ("Mr. Fogarty's car is eight years older than Ms. Reyes's.", lambda s: s.n(Y, "Mr. Fogarty") == s.n(Y, "Ms. Reyes") - 8),
    ("Mrs. Lund's car got more votes than Ms. Reyes's.", lambda s: s.n(V, "Mrs. Lund") > s.n(V, "Ms. Reyes")),
    ("The candy apple red car is the Mustang.", lambda s: s.same("candy apple red", "Mustang")),
    ("Ms. Reyes's car got more votes than Mr. Fogarty's.", lambda s: s.n(V, "Ms. Reyes") > s.n(V, "Mr. Fogarty")),
]
NUM = "."
DOT = False
INTRO = [
    "Cruise Night",
    "Four owners brought their classic cars to Friday's cruise night at the Dairy Dream drive-in. Each car was built in a different year and painted a different color, and each drew a different number of votes for the People's Choice award. Determine each owner's car, its year, its color, and its vote total.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
