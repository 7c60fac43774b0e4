# An Einstein-riddle retelling: five summer cottages along a lakeshore,
# numbered 1-5 from south to north.
H = "Cottages"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Families", ["the Bakers", "the Coopers", "the Hansens", "the Mendozas", "the Walshes"]),
    ("Boats", ["canoe", "kayak", "pontoon", "rowboat", "sailboat"]),
    ("Hometowns", ["Chicago", "Des Moines", "Madison", "Milwaukee", "Peoria"]),
    ("Cookouts", ["bratwurst", "burgers", "chicken", "ribs", "walleye"]),
]
SOLUTION = [
    ["1", "the Hansens", "kayak", "Peoria", "walleye"],
    ["2", "the Walshes", "pontoon", "Chicago", "ribs"],
    ["3", "the Bakers", "canoe", "Madison", "burgers"],
    ["4", "the Mendozas", "sailboat", "Milwaukee", "chicken"],
    ["5", "the Coopers", "rowboat", "Des Moines", "bratwurst"],
]
CLUES = [
    ("The Bakers own the canoe.", lambda s: s.same("the Bakers", "canoe")),
    ("The family from Chicago keeps a pontoon boat.", lambda s: s.same("Chicago", "pontoon")),
    ("The family in cottage 1 grills walleye.", lambda s: s.n(H, "walleye") == 1),
    ("The Mendozas' cottage is immediately north of the Bakers'.",
     lambda s: s.n(H, "the Mendozas") == s.n(H, "the Bakers") + 1),
    ("The family from Madison has the middle cottage.", lambda s: s.n(H, "Madison") == 3),
    ("Bratwurst is grilled at the northernmost cottage.", lambda s: s.n(H, "bratwurst") == 5),
    ("The Hansens are next door to the Walshes.", lambda s: near(s, "the Hansens", "the Walshes")),
    ("The sailboat belongs to the family from Milwaukee.", lambda s: s.same("sailboat", "Milwaukee")),
    ("The rowboat belongs to the family that grills bratwurst.", lambda s: s.same("rowboat", "bratwurst")),
    ("Ribs are grilled next door to the family with the kayak.", lambda s: near(s, "ribs", "kayak")),
    ("The Coopers come from Des Moines.", lambda s: s.same("the Coopers", "Des Moines")),
    ("The canoe owners cook burgers.", lambda s: s.same("canoe", "burgers")),
    ("The Hansens have the southernmost cottage.", lambda s: s.n(H, "the Hansens") == 1),
    ("The family with the sailboat lives next door to the Coopers.", lambda s: near(s, "sailboat", "the Coopers")),
]
QUESTIONS = [("Which family is from Peoria?", lambda s: s.v("Families", "Peoria")),
             ("Who grills chicken?", lambda s: s.v("Families", "chicken"))]
NUM = "."
DOT = False
INTRO = ["Five families rent the five cottages on the east shore of Long Lake every August. The cottages are numbered 1 to 5 from south to north; each family comes from a different city, brings a different boat, and has a different favorite for the Saturday cookout."]
OUTRO = []
REMARKS = INTRO + OUTRO
