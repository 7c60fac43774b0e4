B, C, D, W = "Boats", "Captains", "Dates", "Whales"
CATEGORIES = [
    (B, ["Blue Horizon", "Kittiwake", "Sea Shanty", "Tidewalker"]),
    (C, ["Marguerite", "Nils", "Roscoe", "Yusuf"]),
    (D, ["June 3", "June 10", "June 17", "June 24"], [3, 10, 17, 24]),
    (W, ["2 whales", "5 whales", "7 whales", "11 whales"], [2, 5, 7, 11]),
]
CLUES = [
    ("The trip that spotted 7 whales went out 1 week before Blue Horizon's trip.", lambda s: s.n(D, "7 whales") == s.n(D, "Blue Horizon") - 7),
    ("Yusuf's boat spotted the fewest whales.", lambda s: s.same("Yusuf", "2 whales")),
    ("Kittiwake went out 3 weeks before Sea Shanty.", lambda s: s.n(D, "Kittiwake") == s.n(D, "Sea Shanty") - 21),
    ("The boat captained by Nils was either Tidewalker or the boat that went out on June 3.", lambda s: s.same("Nils", "Tidewalker") != s.same("Nils", "June 3")),
    ("Roscoe's boat saw more whales than Marguerite's.", lambda s: s.n(W, "Roscoe") > s.n(W, "Marguerite")),
    ("Marguerite did not captain the Sea Shanty.", lambda s: not s.same("Marguerite", "Sea Shanty")),
    ("The June 24 trip was not captained by Roscoe.", lambda s: not s.same("June 24", "Roscoe")),
    ("Marguerite's trip was two weeks before Roscoe's.", lambda s: s.n(D, "Marguerite") == s.n(D, "Roscoe") - 14),
    ("Blue Horizon spotted more whales than Tidewalker.", lambda s: s.n(W, "Blue Horizon") > s.n(W, "Tidewalker")),
]
