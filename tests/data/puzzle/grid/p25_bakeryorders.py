P = "Prices"
T = "Pickups"
CATEGORIES = [
    ("Customers", ["Fran", "Gil", "Hattie", "Ike", "Joy"]),
    ("Cakes", ["carrot", "chocolate", "lemon", "red velvet", "vanilla"]),
    ("Prices", ["$18.50", "$22.00", "$25.50", "$29.00", "$32.50"], [1850, 2200, 2550, 2900, 3250]),
    ("Pickups", ["9:00am", "10:30am", "12:00pm", "1:30pm", "3:00pm"], [540, 630, 720, 810, 900]),
]
SOLUTION = [
    ["Fran", "lemon", "$25.50", "3:00pm"],
    ["Gil", "chocolate", "$32.50", "10:30am"],
    ["Hattie", "carrot", "$18.50", "12:00pm"],
    ["Ike", "vanilla", "$29.00", "9:00am"],
    ["Joy", "red velvet", "$22.00", "1:30pm"],
]
CLUES = [
    ("The $32.50 cake is not vanilla.", lambda s: not s.same("$32.50", "vanilla")),
    ("The person who paid $25.50 is either Ike or the one who ordered the lemon cake.",
     lambda s: s.same("$25.50", "Ike") != s.same("$25.50", "lemon")),
    ("The cake picked up at 1:30pm cost $3.50 less than Fran's.", lambda s: s.n(P, "1:30pm") == s.n(P, "Fran") - 350),
    ("Ike collected his order at 9:00am, but it wasn't the chocolate cake.",
     lambda s: s.same("Ike", "9:00am") and not s.same("Ike", "chocolate")),
    ("Hattie's cake was the cheapest of the five.", lambda s: s.n(P, "Hattie") == 1850),
    ("The carrot cake was picked up 90 minutes after Gil's.", lambda s: s.n(T, "carrot") == s.n(T, "Gil") + 90),
    ("Of the red velvet cake and the 3:00pm pickup, one was Joy's and the other cost $25.50.",
     lambda s: (s.same("red velvet", "Joy") and s.same("3:00pm", "$25.50")) or (s.same("3:00pm", "Joy") and s.same("red velvet", "$25.50"))),
    ("Joy's cake cost more than the carrot cake.", lambda s: s.n(P, "Joy") > s.n(P, "carrot")),
    ('The chocolate cake cost $7.00 more than the lemon one.', lambda s: s.n(P, "chocolate") == s.n(P, "lemon") + 700),
]
NUM = None
DOT = False
INTRO = ["Five customers each ordered a different cake from the bakery on Saturday."]
OUTRO = []
REMARKS = INTRO + OUTRO
QUESTIONS = [("Who ordered the red velvet cake?", lambda s: s.v("Customers", "red velvet"))]
