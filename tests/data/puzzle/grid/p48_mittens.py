P = "Prices"
CATEGORIES = [
    ("Knitters", ["Agnes", "Beryl", "Clara", "Doris"]),
    ("Patterns", ["cable", "reindeer", "snowflake", "stripes"]),
    ("Prices", ["$12", "$15", "$18", "$21"], [12, 15, 18, 21]),
]
SOLUTION = [
    ["Agnes", "snowflake", "$18"],
    ["Beryl", "stripes", "$12"],
    ["Clara", "reindeer", "$21"],
    ["Doris", "cable", "$15"],
]
CLUES = [
    ("The reindeer mittens sold for $3 more than Agnes's pair.", lambda s: s.n(P, "reindeer") == s.n(P, "Agnes") + 3),
    ("Beryl's mittens were the least expensive.", lambda s: s.n(P, "Beryl") == 12),
    ("Doris's pair cost $6 less than Clara's.", lambda s: s.n(P, "Doris") == s.n(P, "Clara") - 6),
    ("The snowflake pair cost more than the cable pair.", lambda s: s.n(P, "snowflake") > s.n(P, "cable")),
    ("Beryl didn't knit the cable pair.", lambda s: not s.same("Beryl", "cable")),
]
NUM = "."
INTRO = ["Four knitters each sold one pair of mittens at the church craft fair. Each pair had a different pattern and a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
