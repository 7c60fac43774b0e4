P = "Prices"
CATEGORIES = [
    ("Prices", ["$45", "$60", "$75", "$90"], [45, 60, 75, 90]),
    ("Buyers", ["Hollis", "Ines", "Jerome", "Kayla"]),
    ("Brands", ["Aurelia", "Delmont", "Parrock", "Wexley"]),
]
SOLUTION = [
    ["$45", "Ines", "Wexley"],
    ["$60", "Jerome", "Aurelia"],
    ["$75", "Kayla", "Parrock"],
    ["$90", "Hollis", "Delmont"],
]
CLUES = [
    ("Hollis paid $30 more than Jerome.", lambda s: s.n(P, "Hollis") == s.n(P, "Jerome") + 30),
    ("The Wexley sold for $45.", lambda s: s.same("Wexley", "$45")),
    ("Kayla's pen was somewhat more expensive than the Aurelia.", lambda s: s.n(P, "Kayla") > s.n(P, "Aurelia")),
    ("The Delmont was either Hollis's pen or the $60 pen.",
     lambda s: s.same("Delmont", "Hollis") != s.same("Delmont", "$60")),
    ("Ines spent less than Jerome.", lambda s: s.n(P, "Ines") < s.n(P, "Jerome")),
]
NUM = "."
INTRO = ["A stationery shop sold four vintage fountain pens last week, each to a different buyer and each at a different price. Match each price to its buyer and the pen's brand."]
REMARKS = INTRO
