T = "Tickets"
CATEGORIES = [
    ("Volunteers", ["Gino", "Rosa", "Sal", "Teresa"]),
    ("Tickets", ["18 tickets", "24 tickets", "30 tickets", "36 tickets"], [18, 24, 30, 36]),
    ("Dishes", ["garlic bread", "meatballs", "salad", "sauce"]),
]
SOLUTION = [
    ["Gino", "30 tickets", "meatballs"],
    ["Rosa", "36 tickets", "sauce"],
    ["Sal", "18 tickets", "salad"],
    ["Teresa", "24 tickets", "garlic bread"],
]
CLUES = [
    ("Rosa sold six more tickets than Gino.", lambda s: s.n(T, "Rosa") == s.n(T, "Gino") + 6),
    ("The volunteer who made the salad sold the fewest tickets.", lambda s: s.n(T, "salad") == 18),
    ("Teresa sold more tickets than Sal but fewer than the person who made the meatballs.",
     lambda s: s.n(T, "Sal") < s.n(T, "Teresa") < s.n(T, "meatballs")),
    ("The sauce was made by the volunteer who sold 12 more tickets than Teresa.",
     lambda s: s.n(T, "sauce") == s.n(T, "Teresa") + 12),
]
QUESTIONS = [("Who made the garlic bread?", lambda s: s.v("Volunteers", "garlic bread"))]
NUM = "."
DOT = False
INTRO = ["St. Anthony's parish held its annual spaghetti supper last Saturday. Four volunteers each cooked one part of the meal, and each sold a different number of tickets beforehand. From the clues, can you determine how many tickets each volunteer sold and what each cooked?"]
OUTRO = []
REMARKS = INTRO + OUTRO
