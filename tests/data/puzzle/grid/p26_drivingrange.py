P = "Buckets"
Y = "Drives"
CATEGORIES = [
    ("Golfers", ["Mr. Greer", "Mrs. Lyons", "Mr. Ozawa", "Ms. Tate"]),
    ("Buckets", ["$6.00", "$8.50", "$11.00", "$13.50"], [600, 850, 1100, 1350]),
    ("Drives", ["205 yards", "220 yards", "240 yards", "265 yards"], [205, 220, 240, 265]),
    ("Drivers", ["Eagle", "Hawk", "Talon", "Viper"]),
]
SOLUTION = [
    ["Mr. Greer", "$8.50", "265 yards", "Viper"],
    ["Mrs. Lyons", "$13.50", "220 yards", "Eagle"],
    ["Mr. Ozawa", "$6.00", "240 yards", "Hawk"],
    ["Ms. Tate", "$11.00", "205 yards", "Talon"],
]
CLUES = [
    ("The golfer with the Viper driver hit the longest drive but didn't spend the most on balls.",
     lambda s: s.n(Y, "Viper") == 265 and s.n(P, "Viper") != 1350),
    ("Mrs. Lyons spent $5.00 more than Mr. Greer.", lambda s: s.n(P, "Mrs. Lyons") == s.n(P, "Mr. Greer") + 500),
    ("Ms. Tate's longest drive was 15 yards shorter than that of the golfer who used the Eagle.",
     lambda s: s.n(Y, "Ms. Tate") == s.n(Y, "Eagle") - 15),
    ("The owner of the Hawk driver spent the least.", lambda s: s.n(P, "Hawk") == 600),
    ("Mr. Ozawa outdrove Mrs. Lyons.", lambda s: s.n(Y, "Mr. Ozawa") > s.n(Y, "Mrs. Lyons")),
    ("Ms. Tate spent $2.50 less than Mrs. Lyons.", lambda s: s.n(P, "Ms. Tate") == s.n(P, "Mrs. Lyons") - 250),
]
NUM = "."
DOT = False
INTRO = [
    "At the Driving Range",
    "Four golfers spent Saturday morning at the Meadowbrook driving range. Each bought a different size bucket of balls, each at a different price, and each hit a longest drive of a different length with a different brand of driver. Match each golfer with the price of the bucket, the longest drive, and the brand of driver.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
