D = "Dates"
P = "Prices"
CATEGORIES = [
    ("Brides", ["Gloria", "Joanna", "Lacey", "Tamara"]),
    ("Last names", ["Finch", "Horton", "Quinn", "Wolfe"]),
    ("Dates", ["April 12", "May 3", "June 21", "July 19"], [102, 123, 172, 200]),
    ("Prices", ["$640.00", "$715.00", "$790.00", "$865.00"], [640, 715, 790, 865]),
    ("Fabrics", ["chiffon", "lace", "satin", "tulle"]),
]
SOLUTION = [
    ["Gloria", "Quinn", "June 21", "$790.00", "lace"],
    ["Joanna", "Wolfe", "April 12", "$865.00", "satin"],
    ["Lacey", "Horton", "July 19", "$640.00", "tulle"],
    ["Tamara", "Finch", "May 3", "$715.00", "chiffon"],
]
CLUES = [
    ("The satin gown, which cost the most, is for the earliest wedding.",
     lambda s: s.n(P, "satin") == 865 and s.n(D, "satin") == 102),
    ("Ms. Horton's gown cost $150.00 less than Gloria's.", lambda s: s.n(P, "Horton") == s.n(P, "Gloria") - 150),
    ("The bride who is marrying on May 3 isn't Quinn.", lambda s: not s.same("May 3", "Quinn")),
    ("Of Joanna and the bride who chose lace, one is Ms. Wolfe and the other is getting married on June 21.",
     lambda s: not s.same("Joanna", "lace") and (
         (s.same("Joanna", "Wolfe") and s.same("lace", "June 21")) or
         (s.same("lace", "Wolfe") and s.same("Joanna", "June 21")))),
    ("Lacey's wedding is the last of the four.", lambda s: s.n(D, "Lacey") == 200),
    ("The chiffon gown cost $75.00 more than the tulle one.", lambda s: s.n(P, "chiffon") == s.n(P, "tulle") + 75),
    ("Tamara didn't choose lace.", lambda s: not s.same("Tamara", "lace")),
    ("Gloria's gown cost $75.00 less than Joanna's.", lambda s: s.n(P, "Gloria") == s.n(P, "Joanna") - 75),
    ("Finch's wedding is exactly three weeks after Joanna's.", lambda s: s.n(D, "Finch") == s.n(D, "Joanna") + 21),
]
NUM = "."
DOT = False
INTRO = [
    "Say Yes to the Gown",
    "Four brides-to-be bought their wedding gowns at Bella's Bridal Boutique this winter. Each bride has a different wedding date, and each gown was made of a different fabric and sold for a different price. Determine each bride's full name, her wedding date, and the fabric and price of her gown.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
