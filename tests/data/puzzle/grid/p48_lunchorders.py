P = "Totals"
CATEGORIES = [
    ("Coworkers", ["Nadia", "Omar", "Priya", "Quentin"]),
    ("Sandwiches", ["BLT", "club", "reuben", "tuna melt"]),
    ("Drinks", ["cola", "iced tea", "lemonade", "water"]),
    ("Totals", ["$7.25", "$7.75", "$8.25", "$8.75"], [725, 775, 825, 875]),
]
SOLUTION = [
    ["Nadia", "reuben", "iced tea", "$8.75"],
    ["Omar", "BLT", "water", "$7.25"],
    ["Priya", "tuna melt", "cola", "$8.25"],
    ["Quentin", "club", "lemonade", "$7.75"],
]
CLUES = [
    ("The person who ordered the reuben paid 50 cents more than Priya.", lambda s: s.n(P, "reuben") == s.n(P, "Priya") + 50),
    ("Omar spent the least.", lambda s: s.n(P, "Omar") == 725),
    ("The lemonade drinker paid $1 less than the one who had iced tea.", lambda s: s.n(P, "lemonade") == s.n(P, "iced tea") - 100),
    ("Quentin didn't order the BLT.", lambda s: not s.same("Quentin", "BLT")),
    ("The cola came with the tuna melt.", lambda s: s.same("cola", "tuna melt")),
    ("Nadia drank neither cola nor water.", lambda s: not s.same("Nadia", "cola") and not s.same("Nadia", "water")),
    ("Priya paid more than Quentin.", lambda s: s.n(P, "Priya") > s.n(P, "Quentin")),
    ("Priya didn't drink water.", lambda s: not s.same("Priya", "water")),
]
QUESTIONS = [("What did Omar drink?", lambda s: s.v("Drinks", "Omar"))]
NUM = "."
INTRO = ["Four coworkers ordered lunch from the corner deli. Determine each person's sandwich, drink and total."]
OUTRO = []
REMARKS = INTRO + OUTRO
