# An Einstein-riddle retelling: five food tents in a row on a county fair
# midway, numbered 1-5 from left to right.
H = "Tents"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Tents", ["1", "2", "3", "4", "5"]),
    ("Awnings", ["blue", "orange", "purple", "red", "white"]),
    ("Vendors", ["Alma", "Bea", "Cleo", "Dora", "Edna"]),
    ("Foods", ["corn dogs", "cotton candy", "funnel cakes", "kettle corn", "snow cones"]),
    ("Hometowns", ["Ashland", "Dover", "Fremont", "Lima", "Xenia"]),
]
SOLUTION = [
    ["1", "red", "Cleo", "snow cones", "Lima"],
    ["2", "white", "Edna", "kettle corn", "Dover"],
    ["3", "orange", "Alma", "corn dogs", "Xenia"],
    ["4", "blue", "Dora", "funnel cakes", "Ashland"],
    ["5", "purple", "Bea", "cotton candy", "Fremont"],
]
CLUES = [
    ("Alma sells corn dogs.", lambda s: s.same("Alma", "corn dogs")),
    ("The woman from Dover has the white awning.", lambda s: s.same("Dover", "white")),
    ("Kettle corn is sold under the white awning.", lambda s: s.same("kettle corn", "white")),
    ("The purple tent is immediately to the right of the blue tent.",
     lambda s: s.n(H, "purple") == s.n(H, "blue") + 1),
    ("Cleo's tent is at the left end of the row.", lambda s: s.n(H, "Cleo") == 1),
    ("Corn dogs are sold in the middle tent.", lambda s: s.n(H, "corn dogs") == 3),
    ("The woman from Lima sells right next to the one who sells kettle corn.",
     lambda s: near(s, "Lima", "kettle corn")),
    ("The woman from Xenia has the orange awning.", lambda s: s.same("Xenia", "orange")),
    ("Bea sells cotton candy.", lambda s: s.same("Bea", "cotton candy")),
    ("Edna's tent is next to Cleo's.", lambda s: near(s, "Edna", "Cleo")),
    ("Dora is from Ashland.", lambda s: s.same("Dora", "Ashland")),
    ("The snow cones are sold under the red awning.", lambda s: s.same("snow cones", "red")),
    ("The funnel cakes are sold next door to the orange tent.", lambda s: near(s, "funnel cakes", "orange")),
    ("The corn dogs are sold under the orange awning.", lambda s: s.same("corn dogs", "orange")),
    ("Edna doesn't sell snow cones.", lambda s: not s.same("Edna", "snow cones")),
]
QUESTIONS = [("Who sells the funnel cakes?", lambda s: s.v("Vendors", "funnel cakes")),
             ("Which vendor is from Fremont?", lambda s: s.v("Vendors", "Fremont"))]
NUM = ")"
DOT = False
INTRO = ["Five women run food tents side by side on the midway at the Wayne County Fair. The tents are numbered 1 to 5 from left to right as you face them; each has a different color of awning, and each vendor sells a different treat and comes from a different town."]
OUTRO = []
REMARKS = INTRO + OUTRO
