C = "Calories"
CATEGORIES = [
    ("Customers", ["Ines", "Jasper", "Kemal", "Odette"]),
    ("Sandwiches", ["BLT", "Cuban", "falafel wrap", "Reuben"]),
    ("Calories", ["390 calories", "450 calories", "520 calories", "610 calories"], [390, 450, 520, 610]),
    ("Drinks", ["cola", "iced tea", "lemonade", "seltzer"]),
]
SOLUTION = [
    ["Ines", "falafel wrap", "450 calories", "seltzer"],
    ["Jasper", "Reuben", "610 calories", "cola"],
    ["Kemal", "Cuban", "520 calories", "lemonade"],
    ["Odette", "BLT", "390 calories", "iced tea"],
]
CLUES = [
    ("The sandwich with 520 calories isn't the Reuben.", lambda s: not s.same("520 calories", "Reuben")),
    ("Odette's sandwich had 60 fewer calories than the falafel wrap.", lambda s: s.n(C, "Odette") == s.n(C, "falafel wrap") - 60),
    ("The lemonade drinker's sandwich had 70 more calories than Ines's.", lambda s: s.n(C, "lemonade") == s.n(C, "Ines") + 70),
    ("Jasper, who drank cola, had the highest-calorie sandwich.", lambda s: s.same("Jasper", "cola") and s.n(C, "Jasper") == 610),
    ("Neither Kemal nor Odette had the seltzer.", lambda s: not s.same("Kemal", "seltzer") and not s.same("Odette", "seltzer")),
    ("The BLT was ordered with iced tea.", lambda s: s.same("BLT", "iced tea")),
]
NUM = "."
DOT = False
INTRO = ["Four coworkers ordered lunch at the corner deli. The calorie counts are for the sandwiches alone."]
OUTRO = []
REMARKS = INTRO + OUTRO
