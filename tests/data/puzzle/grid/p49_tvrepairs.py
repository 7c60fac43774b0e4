S = "Sizes"
D = "Days"
CATEGORIES = [
    ("Customers", ["Arlene", "Bud", "Clyde", "Doris", "Verna"]),
    ("Sizes", ["19-inch", "27-inch", "32-inch", "40-inch", "55-inch"], [19, 27, 32, 40, 55]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
]
SOLUTION = [
    ["Arlene", "32-inch", "Wednesday"],
    ["Bud", "55-inch", "Monday"],
    ["Clyde", "19-inch", "Friday"],
    ["Doris", "40-inch", "Tuesday"],
    ["Verna", "27-inch", "Thursday"],
]
CLUES = [
    ("The 55-inch set was fixed on Monday.", lambda s: s.same("55-inch", "Monday")),
    ("Clyde's TV, the smallest of the five, was fixed the day after Verna's.",
     lambda s: s.n(S, "Clyde") == 19 and s.n(D, "Clyde") == s.n(D, "Verna") + 1),
    ("Doris got her set back the day after Bud got his.", lambda s: s.n(D, "Doris") == s.n(D, "Bud") + 1),
    ("Arlene's TV is bigger than Verna's but smaller than Doris's.",
     lambda s: s.n(S, "Verna") < s.n(S, "Arlene") < s.n(S, "Doris")),
    ("The 27-inch TV was fixed later in the week than the 32-inch one.", lambda s: s.n(D, "27-inch") > s.n(D, "32-inch")),
    ("Bud's set isn't the 40-inch.", lambda s: not s.same("Bud", "40-inch")),
]
QUESTIONS = [("On which day was Arlene's TV fixed?", lambda s: s.v(D, "Arlene"))]
NUM = "."
INTRO = ["Sal's TV Repair fixed one television set each day last week, Monday through Friday. Each set was a different size and belonged to a different customer."]
OUTRO = []
REMARKS = INTRO + OUTRO
