G = "Data"
P = "Prices"
CATEGORIES = [
    ("Customers", ["Priya", "Quentin", "Rhoda", "Stellan"]),
    ("Data", ["5 GB", "10 GB", "15 GB", "20 GB"], [5, 10, 15, 20]),
    ("Prices", ["$24.99", "$34.99", "$44.99", "$54.99"], [2499, 3499, 4499, 5499]),
]
SOLUTION = [
    ["Priya", "15 GB", "$34.99"],
    ["Quentin", "5 GB", "$44.99"],
    ["Rhoda", "20 GB", "$54.99"],
    ["Stellan", "10 GB", "$24.99"],
]
CLUES = [
    ("Quentin pays $10 more per month than Priya.",
     lambda s: s.n(P, "Quentin") == s.n(P, "Priya") + 1000),
    ("The 20 GB plan costs the most.",
     lambda s: s.n(P, "20 GB") == 5499),
    ("Stellan's plan has 5 GB less data than Priya's.",
     lambda s: s.n(G, "Stellan") == s.n(G, "Priya") - 5),
    ("The $44.99 plan doesn't include 10 GB.",
     lambda s: not s.same("$44.99", "10 GB")),
    ("Rhoda's plan has 15 GB more data than Quentin's.",
     lambda s: s.n(G, "Rhoda") == s.n(G, "Quentin") + 15),
]
QUESTIONS = [("How much does Stellan pay each month?", lambda s: s.v("Prices", "Stellan"))]
NUM = None
DOT = False
INTRO = ["Four customers each signed up for a different phone plan."]
OUTRO = []
REMARKS = INTRO + OUTRO
