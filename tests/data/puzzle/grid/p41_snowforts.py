H = "Heights"
B = "Snowballs"
CATEGORIES = [
    ("Builders", ["Andy", "Cindy", "Joey", "Patty"]),
    ("Heights", ["3 feet", "4 feet", "5 feet", "6 feet"], [3, 4, 5, 6]),
    ("Snowballs", ["20 snowballs", "35 snowballs", "50 snowballs", "65 snowballs"], [20, 35, 50, 65]),
]
SOLUTION = [
    ["Andy", "5 feet", "35 snowballs"],
    ["Cindy", "3 feet", "65 snowballs"],
    ["Joey", "6 feet", "20 snowballs"],
    ["Patty", "4 feet", "50 snowballs"],
]
CLUES = [
    ("The tallest fort had the fewest snowballs stacked behind it.", lambda s: s.same("6 feet", "20 snowballs")),
    ("Cindy's fort was a foot shorter than Patty's.", lambda s: s.n(H, "Cindy") == s.n(H, "Patty") - 1),
    ("The fort with 50 snowballs was one foot shorter than Andy's.", lambda s: s.n(H, "50 snowballs") == s.n(H, "Andy") - 1),
    ("Cindy made 30 more snowballs than Andy did.", lambda s: s.n(B, "Cindy") == s.n(B, "Andy") + 30),
    ("Joey's fort was taller than Patty's.", lambda s: s.n(H, "Joey") > s.n(H, "Patty")),
]
QUESTIONS = [("How tall was Joey's fort?", lambda s: s.v(H, "Joey"))]
NUM = "."
DOT = False
INTRO = ["When school was closed for snow, four children on Hickory Lane each built a snow fort in the front yard. The forts were of different heights, and each builder stockpiled a different number of snowballs. From the clues, can you find the height of each child's fort and the number of snowballs behind it?"]
OUTRO = []
REMARKS = INTRO + OUTRO
