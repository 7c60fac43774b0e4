S = "Stalls"
Y = "Founded"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Farmers", ["Mr. Ames", "Mrs. Bose", "Mr. Cruz", "Ms. Dahl", "Mrs. Egan"]),
    ("Produce", ["apples", "berries", "carrots", "honey", "mushrooms"]),
    ("Awnings", ["blue", "green", "orange", "red", "white"]),
    ("Founded", ["1998", "2003", "2008", "2013", "2018"], [1998, 2003, 2008, 2013, 2018]),
]
SOLUTION = [
    ["1", "Ms. Dahl", "honey", "white", "2008"],
    ["2", "Mr. Cruz", "apples", "red", "1998"],
    ["3", "Mrs. Egan", "carrots", "green", "2018"],
    ["4", "Mr. Ames", "mushrooms", "blue", "2003"],
    ["5", "Mrs. Bose", "berries", "orange", "2013"],
]
CLUES = [
    ("The honey stall is at the far left end of the row.", lambda s: s.n(S, "honey") == 1),
    ("Mr. Cruz's stall is immediately to the right of the white awning.", lambda s: s.n(S, "Mr. Cruz") == s.n(S, "white") + 1),
    ("The oldest business sells apples.", lambda s: s.same("1998", "apples")),
    ("The green awning hangs over the middle stall.", lambda s: s.n(S, "green") == 3),
    ("Mrs. Bose's stall is next to the blue awning.", lambda s: near(s, "Mrs. Bose", "blue")),
    ("The mushroom grower started trading 5 years after the apple grower.", lambda s: s.n(Y, "mushrooms") == s.n(Y, "apples") + 5),
    ("Mrs. Egan sells carrots.", lambda s: s.same("Mrs. Egan", "carrots")),
    ("The business founded in 2018 is immediately to the left of Mr. Ames's stall.", lambda s: s.n(S, "2018") == s.n(S, "Mr. Ames") - 1),
    ("The berries are sold under the orange awning.", lambda s: s.same("berries", "orange")),
    ("Ms. Dahl has been trading 5 years longer than Mrs. Bose.", lambda s: s.n(Y, "Ms. Dahl") == s.n(Y, "Mrs. Bose") - 5),
    ("The stall founded in 2008 is at one end of the row.", lambda s: s.n(S, "2008") in (1, 5)),
    ("The apples are sold next to the honey.", lambda s: near(s, "apples", "honey")),
    ("Mrs. Bose's stall isn't the honey stall.", lambda s: not s.same("Mrs. Bose", "honey")),
]
QUESTIONS = [("Who sells the mushrooms?", lambda s: s.v("Farmers", "mushrooms")),
             ("In what year was Mrs. Egan's business founded?", lambda s: s.v(Y, "Mrs. Egan"))]
NUM = "."
INTRO = ["Five farmers sell from five sheds in a row at the Saturday market, numbered 1 to 5 from left to right as you face them. Each shed has a different awning color, each farmer sells a different product, and each business was founded in a different year."]
OUTRO = []
REMARKS = INTRO + OUTRO
