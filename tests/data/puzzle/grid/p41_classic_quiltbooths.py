H = "Booths"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Booths", ["1", "2", "3", "4", "5"]),
    ("Quilters", ["Hattie", "Ida", "Nell", "Pearl", "Velma"]),
    ("Patterns", ["Flying Geese", "Log Cabin", "Nine Patch", "Star of Bethlehem", "Wedding Ring"]),
    ("Towns", ["Albion", "Bristol", "Canton", "Dayton", "Elmira"]),
    ("Colors", ["blue", "green", "purple", "red", "yellow"]),
]
SOLUTION = [
    ["1", "Ida", "Nine Patch", "Canton", "blue"],
    ["2", "Velma", "Log Cabin", "Albion", "red"],
    ["3", "Hattie", "Flying Geese", "Elmira", "yellow"],
    ["4", "Pearl", "Wedding Ring", "Bristol", "green"],
    ["5", "Nell", "Star of Bethlehem", "Dayton", "purple"],
]
CLUES = [
    ("Hattie's booth is the middle one.", lambda s: s.n(H, "Hattie") == 3),
    ("Ida comes from Canton.", lambda s: s.same("Ida", "Canton")),
    ("The Log Cabin quilt is red.", lambda s: s.same("Log Cabin", "red")),
    ("The woman from Bristol made the Wedding Ring quilt.", lambda s: s.same("Bristol", "Wedding Ring")),
    ("The green quilt hangs in the booth immediately to the right of the yellow one.",
     lambda s: s.n(H, "green") == s.n(H, "yellow") + 1),
    ("Ida has the first booth.", lambda s: s.n(H, "Ida") == 1),
    ("Nell's quilt is purple.", lambda s: s.same("Nell", "purple")),
    ("The woman from Albion is next to the woman from Canton.", lambda s: near(s, "Albion", "Canton")),
    ("The Nine Patch quilt hangs next to the red quilt.", lambda s: near(s, "Nine Patch", "red")),
    ("The Flying Geese quilt is yellow.", lambda s: s.same("Flying Geese", "yellow")),
    ("The Star of Bethlehem hangs in the last booth.", lambda s: s.n(H, "Star of Bethlehem") == 5),
    ("Pearl's booth is next to Nell's.", lambda s: near(s, "Pearl", "Nell")),
    ("Velma's booth is next to Ida's.", lambda s: near(s, "Velma", "Ida")),
    ("The woman from Dayton has the last booth.", lambda s: s.n(H, "Dayton") == 5),
    ("Velma made the Log Cabin quilt.", lambda s: s.same("Velma", "Log Cabin")),
]
QUESTIONS = [("Who comes from Elmira?", lambda s: s.v("Quilters", "Elmira")),
             ("Who made the blue quilt?", lambda s: s.v("Quilters", "blue"))]
NUM = "."
DOT = False
INTRO = ["Five quilters from five towns have booths side by side at the Harvest Quilt Show, numbered 1 to 5 from left to right. Each shows one quilt in a different pattern and a different main color."]
OUTRO = []
REMARKS = INTRO + OUTRO
