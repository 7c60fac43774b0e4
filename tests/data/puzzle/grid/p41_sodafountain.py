P = "Prices"
T = "Times"
CATEGORIES = [
    ("Customers", ["Bev", "Chuck", "Donna", "Ray"]),
    ("Orders", ["banana split", "cherry Coke", "malted", "root beer float"]),
    ("Prices", ["15 cents", "20 cents", "25 cents", "35 cents"], [15, 20, 25, 35]),
    ("Times", ["3:00", "3:15", "3:30", "3:45"], [180, 195, 210, 225]),
]
SOLUTION = [
    ["Bev", "malted", "25 cents", "3:30"],
    ["Chuck", "banana split", "35 cents", "3:00"],
    ["Donna", "cherry Coke", "15 cents", "3:45"],
    ["Ray", "root beer float", "20 cents", "3:15"],
]
CLUES = [
    ("The first customer of the afternoon ordered the banana split, which cost more than any other order.",
     lambda s: s.n(T, "banana split") == 180 and s.n(P, "banana split") == 35),
    ("Donna came in 15 minutes after Bev.", lambda s: s.n(T, "Donna") == s.n(T, "Bev") + 15),
    ("The root beer float cost a nickel more than the cherry Coke.", lambda s: s.n(P, "root beer float") == s.n(P, "cherry Coke") + 5),
    ("Ray, who didn't order the malted, came in before Bev.",
     lambda s: not s.same("Ray", "malted") and s.n(T, "Ray") < s.n(T, "Bev")),
    ("The 25-cent order was placed at 3:30.", lambda s: s.same("25 cents", "3:30")),
    ("Chuck wasn't the last to come in.", lambda s: s.n(T, "Chuck") != 225),
    ("Chuck came in before Ray, and Bev didn't order the root beer float.",
     lambda s: s.n(T, "Chuck") < s.n(T, "Ray") and not s.same("Bev", "root beer float")),
    ("Donna's order cost less than Ray's.", lambda s: s.n(P, "Donna") < s.n(P, "Ray")),
]
QUESTIONS = [("What did Donna order?", lambda s: s.v("Orders", "Donna"))]
NUM = "."
DOT = False
INTRO = ["One afternoon in 1954, four customers stopped at the soda fountain in Hadley's Drugstore, one every quarter hour from 3:00 to 3:45. Each ordered something different, and no two orders cost the same. From the clues, can you determine what each customer ordered, its price, and the time each came in?"]
OUTRO = []
REMARKS = INTRO + OUTRO
