R = "Ratings"
P = "Prices"
CATEGORIES = [
    ("Buyers", ["Ansel", "Brigid", "Callum", "Dagny"]),
    ("Brands", ["Alpina", "Frostline", "Glacier", "Tundra"]),
    ("Ratings", ["-10°F", "-20°F", "-30°F", "-40°F"], [-10, -20, -30, -40]),
    ("Prices", ["$80", "$95", "$110", "$125"], [80, 95, 110, 125]),
]
SOLUTION = [
    ["Ansel", "Tundra", "-30°F", "$110"],
    ["Brigid", "Alpina", "-10°F", "$80"],
    ["Callum", "Glacier", "-40°F", "$95"],
    ["Dagny", "Frostline", "-20°F", "$125"],
]
CLUES = [
    ("The cheapest boots are rated to -10°F.", lambda s: s.same("$80", "-10°F")),
    ("The Frostline boots cost $15 more than the Tundra boots.", lambda s: s.n(P, "Frostline") == s.n(P, "Tundra") + 15),
    ("Brigid didn't buy the Glacier boots.", lambda s: not s.same("Brigid", "Glacier")),
    ("The Glacier boots cost $15 less than Ansel's.", lambda s: s.n(P, "Glacier") == s.n(P, "Ansel") - 15),
    ("Dagny paid more than anyone else.", lambda s: s.n(P, "Dagny") == 125),
    ("Dagny's boots are rated 20 degrees warmer than Callum's.", lambda s: s.n(R, "Dagny") == s.n(R, "Callum") + 20),
]
NUM = "."
INTRO = ["Four friends bought new snow boots before a winter camping trip. Each pair is a different brand, cost a different price, and carries a different cold rating (the lowest temperature the boots are made for)."]
OUTRO = []
REMARKS = INTRO + OUTRO
