P = "Prices"
D = "Dates"
CATEGORIES = [
    ("Customers", ["Mr. Abbott", "Mrs. Coyle", "Ms. Dunaway", "Mr. Lindqvist"]),
    ("Items", ["camp stove", "cuckoo clock", "down vest", "hose reel"]),
    ("Prices", ["$24.95", "$29.95", "$34.95", "$39.95"], [2495, 2995, 3495, 3995]),
    ("Dates", ["October 3", "October 10", "October 17", "October 24"], [3, 10, 17, 24]),
    ("States", ["Iowa", "Maine", "Ohio", "Utah"]),
]
SOLUTION = [
    ["Mr. Abbott", "down vest", "$34.95", "October 17", "Utah"],
    ["Mrs. Coyle", "cuckoo clock", "$39.95", "October 3", "Maine"],
    ["Ms. Dunaway", "camp stove", "$24.95", "October 24", "Iowa"],
    ["Mr. Lindqvist", "hose reel", "$29.95", "October 10", "Ohio"],
]
CLUES = [
    ("The cuckoo clock, which was the most expensive item, was shipped first.",
     lambda s: s.n(P, "cuckoo clock") == 3995 and s.n(D, "cuckoo clock") == 3),
    ("Mr. Abbott's order was shipped exactly one week after the one going to Ohio.",
     lambda s: s.n(D, "Mr. Abbott") == s.n(D, "Ohio") + 7),
    ("The customer in Iowa paid $5.00 less than the customer in Ohio.",
     lambda s: s.n(P, "Iowa") == s.n(P, "Ohio") - 500),
    ("Ms. Dunaway's order, which wasn't the down vest, went out on October 24.",
     lambda s: not s.same("Ms. Dunaway", "down vest") and s.same("Ms. Dunaway", "October 24")),
    ("The four customers are Mr. Lindqvist, the one in Maine, the one who ordered the camp stove, and the one whose order shipped on October 17.",
     lambda s: len({s.e("Mr. Lindqvist"), s.e("Maine"), s.e("camp stove"), s.e("October 17")}) == 4),
    ("The hose reel cost $29.95.", lambda s: s.same("hose reel", "$29.95")),
    ("The Utah order cost more than the Ohio order.", lambda s: s.n(P, "Utah") > s.n(P, "Ohio")),
    ("The down vest cost $10.00 more than the camp stove.", lambda s: s.n(P, "down vest") == s.n(P, "camp stove") + 1000),
]
NUM = "."
DOT = False
INTRO = [
    "Mail-Order Mix-Up",
    "Four customers each ordered a single item from the Hollister & Sons fall catalog. The items all had different prices, and the orders were shipped on four different Mondays in October, to four different states. Find each customer's item, its price, its shipping date, and the customer's state.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
