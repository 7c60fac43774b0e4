O = "Order"
CATEGORIES = [
    ("Fiddlers", ["Mr. Ashby", "Mrs. Carroll", "Mr. Denton", "Miss Early", "Mr. Fugate"]),
    ("Tunes", ["Bonaparte's Retreat", "Cluck Old Hen", "Sally Goodin", "Soldier's Joy", "Whiskey Before Breakfast"]),
    ("Order", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Hometowns", ["Berea", "Hazard", "Hindman", "Paintsville", "Pikeville"]),
]
SOLUTION = [
    ["Mr. Ashby", "Soldier's Joy", "3rd", "Hazard"],
    ["Mrs. Carroll", "Sally Goodin", "1st", "Pikeville"],
    ["Mr. Denton", "Bonaparte's Retreat", "5th", "Berea"],
    ["Miss Early", "Cluck Old Hen", "4th", "Hindman"],
    ["Mr. Fugate", "Whiskey Before Breakfast", "2nd", "Paintsville"],
]
WOMEN = ["Mrs. Carroll", "Miss Early"]
MEN = ["Mr. Ashby", "Mr. Denton", "Mr. Fugate"]
CLUES = [
    ("The first fiddler to play was a woman, and her tune was Sally Goodin.",
     lambda s: s.n(O, "Sally Goodin") == 1 and any(s.n(O, w) == 1 for w in WOMEN)),
    ("Mr. Denton played directly after the fiddler from Hindman.",
     lambda s: s.n(O, "Mr. Denton") == s.n(O, "Hindman") + 1),
    ("The fiddler from Berea closed the contest.", lambda s: s.n(O, "Berea") == 5),
    ("Miss Early played sometime after Mr. Ashby, who isn't from Pikeville.",
     lambda s: s.n(O, "Miss Early") > s.n(O, "Mr. Ashby") and not s.same("Mr. Ashby", "Pikeville")),
    ("Of Mr. Fugate and the man from Hazard, one played second and the other played Soldier's Joy.",
     lambda s: not s.same("Mr. Fugate", "Hazard") and any(s.same(m, "Hazard") for m in MEN) and (
         (s.n(O, "Mr. Fugate") == 2 and s.same("Hazard", "Soldier's Joy")) or
         (s.n(O, "Hazard") == 2 and s.same("Mr. Fugate", "Soldier's Joy")))),
    ("Cluck Old Hen was played two turns after Whiskey Before Breakfast.",
     lambda s: s.n(O, "Cluck Old Hen") == s.n(O, "Whiskey Before Breakfast") + 2),
    ("Mrs. Carroll isn't from Paintsville.", lambda s: not s.same("Mrs. Carroll", "Paintsville")),
    ("The fiddler from Paintsville played immediately before the one from Hazard.",
     lambda s: s.n(O, "Paintsville") == s.n(O, "Hazard") - 1),
    ("Mr. Denton's tune wasn't Soldier's Joy, and Miss Early isn't from Berea.",
     lambda s: not s.same("Mr. Denton", "Soldier's Joy") and not s.same("Miss Early", "Berea")),
]
QUESTIONS = [("Who played Bonaparte's Retreat?", lambda s: s.v("Fiddlers", "Bonaparte's Retreat")),
             ("Where is Mr. Fugate from?", lambda s: s.v("Hometowns", "Mr. Fugate"))]
NUM = "."
DOT = False
INTRO = ["Five fiddlers from five eastern Kentucky towns made the final round of the old-time fiddle contest at the Hindman Settlement School. They played one at a time, each a different tune, in the order 1st to 5th."]
OUTRO = []
REMARKS = INTRO + OUTRO
