B = "Bids"
CATEGORIES = [
    ("Girls", ["Ada Mae", "Clara", "Iva", "Myrtle"]),
    ("Bidders", ["Elmer", "Horace", "Luther", "Roscoe"]),
    ("Suppers", ["fried chicken", "ham biscuits", "meat loaf", "pot roast"]),
    ("Bids", ["$1.25", "$1.50", "$2.00", "$2.75"], [125, 150, 200, 275]),
]
SOLUTION = [
    ["Ada Mae", "Luther", "ham biscuits", "$1.50"],
    ["Clara", "Roscoe", "fried chicken", "$2.75"],
    ["Iva", "Elmer", "pot roast", "$1.25"],
    ["Myrtle", "Horace", "meat loaf", "$2.00"],
]
CLUES = [
    ("Roscoe paid $1.25 more than the fellow who bought Ada Mae's box.", lambda s: s.n(B, "Roscoe") == s.n(B, "Ada Mae") + 125),
    ("The fried chicken brought the highest bid.", lambda s: s.n(B, "fried chicken") == 275),
    ("Iva's box went for the lowest bid, but it didn't hold the meat loaf.",
     lambda s: s.n(B, "Iva") == 125 and not s.same("Iva", "meat loaf")),
    ("Horace bid 75 cents less than the man who won the fried chicken.", lambda s: s.n(B, "Horace") == s.n(B, "fried chicken") - 75),
    ("Luther didn't buy the pot roast, and Elmer didn't buy Myrtle's box.",
     lambda s: not s.same("Luther", "pot roast") and not s.same("Elmer", "Myrtle")),
    ("The box with the ham biscuits sold for 25 cents more than the pot roast.", lambda s: s.n(B, "ham biscuits") == s.n(B, "pot roast") + 25),
    ("Myrtle's box didn't hold the fried chicken.", lambda s: not s.same("Myrtle", "fried chicken")),
]
QUESTIONS = [("Who bought Myrtle's box?", lambda s: s.v("Bidders", "Myrtle"))]
NUM = "."
DOT = False
INTRO = ["At the Pine Hollow schoolhouse box social in 1931, four young women each packed a supper in a decorated box, and the young men bid to share it with the girl who made it. Each box held a different supper and sold for a different amount. From the clues, can you determine who bought each girl's box, what was in it, and the winning bid?"]
OUTRO = []
REMARKS = INTRO + OUTRO
