L = "Lows"
D = "Days"
CATEGORIES = [
    ("Cities", ["Helsinki", "Krakow", "Montreal", "Reykjavik"]),
    ("Lows", ["-8°C", "-5°C", "-2°C", "1°C"], [-8, -5, -2, 1]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
]
CLUES = [
    ("Helsinki was 3 degrees colder than Montreal.", lambda s: s.n(L, "Helsinki") == s.n(L, "Montreal") - 3),
    ("The warmest city was visited on Wednesday.", lambda s: s.n(L, "Wednesday") == 1),
    ("Krakow was visited the day before Helsinki.", lambda s: s.n(D, "Krakow") == s.n(D, "Helsinki") - 1),
    ("The city visited on Thursday was colder than Krakow.", lambda s: s.n(L, "Thursday") < s.n(L, "Krakow")),
    ("Montreal was visited the day after Reykjavik.", lambda s: s.n(D, "Montreal") == s.n(D, "Reykjavik") + 1),
    ("Reykjavik wasn't the first city visited.", lambda s: not s.same("Reykjavik", "Monday")),
]
REMARKS = ['A traveller spent one day in each of four cities, from Monday to Thursday, and noted the overnight low in each.']
