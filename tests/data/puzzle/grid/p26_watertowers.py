H = "Heights"
CATEGORIES = [
    ("Towns", ["Alden", "Bixby", "Corning", "Dunmore"]),
    ("Colors", ["blue", "green", "silver", "white"]),
    ("Heights", ["95 feet", "110 feet", "125 feet", "140 feet"], [95, 110, 125, 140]),
]
SOLUTION = [
    ["Alden", "green", "125 feet"],
    ["Bixby", "silver", "95 feet"],
    ["Corning", "white", "140 feet"],
    ["Dunmore", "blue", "110 feet"],
]
CLUES = [
    ("The tallest tower is white.", lambda s: s.n(H, "white") == 140),
    ("Bixby's tower is 15 feet shorter than the blue tower.", lambda s: s.n(H, "Bixby") == s.n(H, "blue") - 15),
    ("Alden's tower isn't blue or silver, and it's shorter than Corning's.",
     lambda s: not s.same("Alden", "blue") and not s.same("Alden", "silver") and s.n(H, "Alden") < s.n(H, "Corning")),
    ("Dunmore's tower is shorter than Alden's.", lambda s: s.n(H, "Dunmore") < s.n(H, "Alden")),
]
QUESTIONS = [("Which town has the silver tower?", lambda s: s.v("Towns", "silver"))]
NUM = "."
DOT = False
INTRO = [
    "Water Towers",
    "Four small towns in Jasper County each have a water tower with the town's name painted on the side. Each tower is painted a different color and stands a different height. Find each town's tower color and height.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
