P = "Prices"
T = "Pickup times"
CATEGORIES = [
    ("Customers", ["Mrs. Lang", "Mr. Ortiz", "Ms. Pike", "Mr. Reyes"]),
    ("Pies", ["apple", "cherry", "pecan", "pumpkin"]),
    ("Prices", ["$12.95", "$14.45", "$15.95", "$17.45"], [1295, 1445, 1595, 1745]),
    ("Pickup times", ["10:00 AM", "11:30 AM", "1:00 PM", "2:30 PM"], [600, 690, 780, 870]),
]
SOLUTION = [
    ["Mrs. Lang", "pecan", "$17.45", "1:00 PM"],
    ["Mr. Ortiz", "pumpkin", "$12.95", "10:00 AM"],
    ["Ms. Pike", "cherry", "$15.95", "2:30 PM"],
    ["Mr. Reyes", "apple", "$14.45", "11:30 AM"],
]
CLUES = [
    ("The pecan pie was the most expensive.", lambda s: s.n(P, "pecan") == 1745),
    ("Ms. Pike's pie cost $3.00 more than Mr. Ortiz's.", lambda s: s.n(P, "Ms. Pike") == s.n(P, "Mr. Ortiz") + 300),
    ("The apple pie was picked up 90 minutes before the pecan pie.", lambda s: s.n(T, "apple") == s.n(T, "pecan") - 90),
    ("The customer who came in at 2:30 PM didn't order pumpkin.", lambda s: not s.same("2:30 PM", "pumpkin")),
    ("Mr. Ortiz was the first to pick up his pie.", lambda s: s.n(T, "Mr. Ortiz") == 600),
    ("Mr. Reyes paid $14.45.", lambda s: s.same("Mr. Reyes", "$14.45")),
    ("Mrs. Lang didn't order the cherry pie.", lambda s: not s.same("Mrs. Lang", "cherry")),
    ("Ms. Pike picked up her pie last.", lambda s: s.n(T, "Ms. Pike") == 870),
    ("The cherry pie cost $1.50 more than the apple pie.", lambda s: s.n(P, "cherry") == s.n(P, "apple") + 150),
]
QUESTIONS = [("What time did Mrs. Lang pick up her pie?", lambda s: s.v(T, "Mrs. Lang"))]
NUM = "."
DOT = False
INTRO = [
    "Thanksgiving Pies",
    "The Sugar Maple Bakery took four special orders for Thanksgiving pies. Each customer ordered a different kind of pie, paid a different price, and picked it up at a different time on Wednesday. Determine the pie, price, and pickup time for each customer.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
