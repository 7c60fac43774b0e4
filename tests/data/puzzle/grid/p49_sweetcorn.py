P = "Prices"
Q = "Sold"
CATEGORIES = [
    ("Farmers", ["Abe", "Cora", "Dell", "Hattie", "Wes"]),
    ("Prices", ["$3.00", "$3.50", "$4.00", "$4.50", "$5.00"], [300, 350, 400, 450, 500]),
    ("Sold", ["20 dozen", "25 dozen", "30 dozen", "35 dozen", "40 dozen"], [20, 25, 30, 35, 40]),
]
SOLUTION = [
    ["Abe", "$4.00", "30 dozen"],
    ["Cora", "$3.00", "40 dozen"],
    ["Dell", "$5.00", "20 dozen"],
    ["Hattie", "$3.50", "35 dozen"],
    ["Wes", "$4.50", "25 dozen"],
]
CLUES = [
    ("The farmer who charged the most per dozen sold the fewest.", lambda s: s.same("$5.00", "20 dozen")),
    ("Cora charged 50 cents a dozen less than Hattie did.", lambda s: s.n(P, "Cora") == s.n(P, "Hattie") - 50),
    ("Wes sold 5 dozen fewer ears than Abe.", lambda s: s.n(Q, "Wes") == s.n(Q, "Abe") - 5),
    ("Hattie sold more corn than Abe but less than Cora.", lambda s: s.n(Q, "Abe") < s.n(Q, "Hattie") < s.n(Q, "Cora")),
    ("Abe asked $4.00 a dozen.", lambda s: s.same("Abe", "$4.00")),
    ("Dell isn't the one who charged $4.50.", lambda s: not s.same("Dell", "$4.50")),
    ("Wes charged more than Abe.", lambda s: s.n(P, "Wes") > s.n(P, "Abe")),
]
QUESTIONS = [("How many dozen did Hattie sell?", lambda s: s.v(Q, "Hattie"))]
NUM = "."
INTRO = ["On the Fourth of July weekend, five farmers sold sweet corn from stands along Route 12. Each charged a different price per dozen ears and sold a different number of dozens."]
OUTRO = []
REMARKS = INTRO + OUTRO
