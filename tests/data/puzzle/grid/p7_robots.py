T, S, P, Y = "Teams", "Schools", "Scores", "Founded"
CATEGORIES = [
    (T, ["Byte Knights", "Circuit Breakers", "Gear Grinders", "Iron Owls", "Volt Vipers"]),
    (S, ["Eastbrook", "Hillcrest", "Lakeview", "Maple Ridge", "Westfield"]),
    (P, ["85 points", "110 points", "135 points", "160 points", "185 points"], [85, 110, 135, 160, 185]),
    (Y, ["2009", "2012", "2015", "2018", "2021"], [2009, 2012, 2015, 2018, 2021]),
]
CLUES = [
    ("The team from Hillcrest scored 25 points more than the Iron Owls.", lambda s: s.n(P, "Hillcrest") == s.n(P, "Iron Owls") + 25),
    ("The Gear Grinders had the highest score.", lambda s: s.same("Gear Grinders", "185 points")),
    ("The Byte Knights scored 75 points more than the Circuit Breakers.", lambda s: s.n(P, "Byte Knights") == s.n(P, "Circuit Breakers") + 75),
    ("The team from Westfield scored less than the team from Maple Ridge.", lambda s: s.n(P, "Westfield") < s.n(P, "Maple Ridge")),
    ("The Byte Knights aren't from Eastbrook or Maple Ridge.", lambda s: not s.same("Byte Knights", "Eastbrook") and not s.same("Byte Knights", "Maple Ridge")),
    ("The Lakeview team scored 25 points less than the Eastbrook team.", lambda s: s.n(P, "Lakeview") == s.n(P, "Eastbrook") - 25),
    ("The Iron Owls are not from Westfield.", lambda s: not s.same("Iron Owls", "Westfield")),
    ("The Volt Vipers scored 25 points more than the team from Maple Ridge.", lambda s: s.n(P, "Volt Vipers") == s.n(P, "Maple Ridge") + 25),
    ("The Circuit Breakers aren't from Lakeview.", lambda s: not s.same("Circuit Breakers", "Lakeview")),
    ("The oldest team, founded in 2009, had the highest score.", lambda s: s.same("2009", "185 points")),
    ("The Iron Owls were founded 6 years after the Volt Vipers.", lambda s: s.n(Y, "Iron Owls") == s.n(Y, "Volt Vipers") + 6),
    ("The team founded in 2021 scored the fewest points.", lambda s: s.same("2021", "85 points")),
    ("The Byte Knights were founded 3 years before the Iron Owls.", lambda s: s.n(Y, "Byte Knights") == s.n(Y, "Iron Owls") - 3),
]
