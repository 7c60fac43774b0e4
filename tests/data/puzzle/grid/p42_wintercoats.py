P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Beatrix", "Clement", "Dahlia", "Ewan", "Freya"]),
    ("Coats", ["duffle", "parka", "peacoat", "puffer", "trench"]),
    ("Prices", ["$90", "$110", "$130", "$150", "$170"], [90, 110, 130, 150, 170]),
]
SOLUTION = [
    ["Beatrix", "peacoat", "$130"],
    ["Clement", "puffer", "$90"],
    ["Dahlia", "parka", "$170"],
    ["Ewan", "trench", "$110"],
    ["Freya", "duffle", "$150"],
]
CLUES = [
    ("The parka was the most expensive coat.", lambda s: s.n(P, "parka") == 170),
    ("Clement paid $20 less than Ewan.", lambda s: s.n(P, "Clement") == s.n(P, "Ewan") - 20),
    ("The peacoat cost $40 more than the puffer.", lambda s: s.n(P, "peacoat") == s.n(P, "puffer") + 40),
    ("Freya's coat cost more than Beatrix's but less than Dahlia's.", lambda s: s.n(P, "Beatrix") < s.n(P, "Freya") < s.n(P, "Dahlia")),
    ("Neither Freya nor Beatrix bought the trench coat.", lambda s: not s.same("Freya", "trench") and not s.same("Beatrix", "trench")),
    ("The $150 coat wasn't the peacoat.", lambda s: not s.same("$150", "peacoat")),
    ("Beatrix paid $40 more than Clement.", lambda s: s.n(P, "Beatrix") == s.n(P, "Clement") + 40),
    ("The trench coat didn't cost more than the peacoat.", lambda s: not s.n(P, "trench") > s.n(P, "peacoat")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
