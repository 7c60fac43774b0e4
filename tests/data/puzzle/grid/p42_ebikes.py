R = "Ranges"
CATEGORIES = [
    ("Riders", ["Hattie", "Ivan", "Jolene", "Kwame"]),
    ("Models", ["Glide", "Spark", "Volt", "Zephyr"]),
    ("Ranges", ["30 miles", "40 miles", "50 miles", "60 miles"], [30, 40, 50, 60]),
]
SOLUTION = [
    ["Hattie", "Volt", "50 miles"],
    ["Ivan", "Glide", "30 miles"],
    ["Jolene", "Zephyr", "60 miles"],
    ["Kwame", "Spark", "40 miles"],
]
CLUES = [
    ("The Spark has a range 10 miles shorter than Hattie's bike.", lambda s: s.n(R, "Spark") == s.n(R, "Hattie") - 10),
    ("Ivan's bike has the shortest range.", lambda s: s.n(R, "Ivan") == 30),
    ("The Zephyr doesn't belong to Kwame.", lambda s: not s.same("Zephyr", "Kwame")),
    ("The Volt can't go as far as Jolene's bike.", lambda s: s.n(R, "Volt") < s.n(R, "Jolene")),
    ("Kwame's bike has a range 20 miles shorter than Jolene's.", lambda s: s.n(R, "Kwame") == s.n(R, "Jolene") - 20),
    ("The Zephyr can go 30 miles farther than the Glide.", lambda s: s.n(R, "Zephyr") == s.n(R, "Glide") + 30),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
