A = "Amounts"
CATEGORIES = [
    ("Children", ["Buddy", "Ellie", "Freddie", "Holly", "Skip"]),
    ("Coins", ["dimes", "half-dollars", "nickels", "pennies", "quarters"]),
    ("Amounts", ["$3.50", "$4.00", "$4.50", "$5.00", "$5.50"], [350, 400, 450, 500, 550]),
]
SOLUTION = [
    ["Buddy", "dimes", "$4.50"],
    ["Ellie", "quarters", "$5.50"],
    ["Freddie", "pennies", "$3.50"],
    ["Holly", "half-dollars", "$4.00"],
    ["Skip", "nickels", "$5.00"],
]
CLUES = [
    ("The child who saved pennies has the least money.", lambda s: s.n(A, "pennies") == 350),
    ("Ellie has $1.00 more than Buddy.", lambda s: s.n(A, "Ellie") == s.n(A, "Buddy") + 100),
    ("Holly has 50 cents more than Freddie.", lambda s: s.n(A, "Holly") == s.n(A, "Freddie") + 50),
    ("The nickel jar holds 50 cents less than the quarter jar.", lambda s: s.n(A, "nickels") == s.n(A, "quarters") - 50),
    ("Skip didn't save dimes or quarters.", lambda s: not s.same("Skip", "dimes") and not s.same("Skip", "quarters")),
    ("Holly saves neither dimes nor nickels.", lambda s: not s.same("Holly", "dimes") and not s.same("Holly", "nickels")),
    ("Buddy has more money than Holly but less than Skip.", lambda s: s.n(A, "Holly") < s.n(A, "Buddy") < s.n(A, "Skip")),
]
QUESTIONS = [("How much has Skip saved?", lambda s: s.v(A, "Skip"))]
NUM = "."
INTRO = ["Five children each keep a jar for saving one kind of coin. When they counted up at the end of the summer, no two jars held the same amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
