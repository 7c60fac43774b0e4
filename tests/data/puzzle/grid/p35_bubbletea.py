Z = "Sizes"
P = "Prices"
CATEGORIES = [
    ("Customers", ["Jae", "Kira", "Manny", "Tovah"]),
    ("Flavors", ["brown sugar", "mango", "matcha", "taro"]),
    ("Sizes", ["12 oz", "16 oz", "20 oz", "24 oz"], [12, 16, 20, 24]),
    ("Toppings", ["boba", "coconut jelly", "lychee jelly", "pudding"]),
    ("Prices", ["$4.60", "$5.10", "$5.85", "$6.35"], [460, 510, 585, 635]),
]
SOLUTION = [
    ["Jae", "taro", "16 oz", "pudding", "$5.10"],
    ["Kira", "matcha", "24 oz", "boba", "$6.35"],
    ["Manny", "mango", "12 oz", "lychee jelly", "$4.60"],
    ["Tovah", "brown sugar", "20 oz", "coconut jelly", "$5.85"],
]
CLUES = [
    ("The largest drink cost $6.35.", lambda s: s.same("24 oz", "$6.35")),
    ("Jae's drink was 4 oz smaller than the brown sugar tea.", lambda s: s.n(Z, "Jae") == s.n(Z, "brown sugar") - 4),
    ("The drink with pudding cost 50 cents more than Manny's.", lambda s: s.n(P, "pudding") == s.n(P, "Manny") + 50),
    ("Of the matcha and the $4.60 drink, one had lychee jelly and the other was Kira's.",
     lambda s: not s.same("matcha", "$4.60") and (
         (s.same("matcha", "lychee jelly") and s.same("$4.60", "Kira")) or
         (s.same("$4.60", "lychee jelly") and s.same("matcha", "Kira")))),
    ("Tovah didn't order taro, and she didn't get boba.", lambda s: not s.same("Tovah", "taro") and not s.same("Tovah", "boba")),
    ("The coconut jelly went into a 20-oz cup.", lambda s: s.same("coconut jelly", "20 oz")),
    ("Neither the mango nor the taro came in a 24-oz cup.", lambda s: not s.same("mango", "24 oz") and not s.same("taro", "24 oz")),
    ("Kira's drink was the most expensive.", lambda s: s.n(P, "Kira") == 635),
    ("The mango drink cost the least.", lambda s: s.n(P, "mango") == 460),
    ("Jae paid less than Tovah.", lambda s: s.n(P, "Jae") < s.n(P, "Tovah")),
    ("The taro tea had pudding in it.", lambda s: s.same("taro", "pudding")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
