P = "Prices"
T = "Times"
CATEGORIES = [
    ("Shoppers", ["Agnes", "Bert", "Colleen", "Dwight", "Evelyn"]),
    ("Books", ["atlas", "biography", "cookbook", "mystery", "poetry collection"]),
    ("Prices", ["$1.25", "$1.50", "$1.75", "$2.00", "$2.25"], [125, 150, 175, 200, 225]),
    ("Times", ["10:00 a.m.", "10:30 a.m.", "11:00 a.m.", "11:30 a.m.", "noon"], [600, 630, 660, 690, 720]),
]
SOLUTION = [
    ["Agnes", "cookbook", "$1.75", "11:00 a.m."],
    ["Bert", "atlas", "$2.25", "10:00 a.m."],
    ["Colleen", "mystery", "$1.25", "11:30 a.m."],
    ["Dwight", "biography", "$1.50", "noon"],
    ["Evelyn", "poetry collection", "$2.00", "10:30 a.m."],
]
CLUES = [
    ("The atlas, which was the most expensive book, was bought by the first shopper of the day.",
     lambda s: s.n(P, "atlas") == 225 and s.n(T, "atlas") == 600),
    ("Evelyn paid 25 cents more than Agnes.", lambda s: s.n(P, "Evelyn") == s.n(P, "Agnes") + 25),
    ("Of Colleen and the shopper who bought the biography, one paid $1.25 and the other arrived at noon.",
     lambda s: not s.same("Colleen", "biography") and (
         (s.same("Colleen", "$1.25") and s.same("biography", "noon")) or
         (s.same("biography", "$1.25") and s.same("Colleen", "noon")))),
    ("The shopper who bought the cookbook arrived exactly half an hour before Colleen.",
     lambda s: s.n(T, "cookbook") == s.n(T, "Colleen") - 30),
    ("Bert bought neither the mystery nor the poetry collection.",
     lambda s: not s.same("Bert", "mystery") and not s.same("Bert", "poetry collection")),
    ("The person who paid $1.50 arrived sometime after the one who bought the poetry collection.",
     lambda s: s.n(T, "$1.50") > s.n(T, "poetry collection")),
    ("Agnes arrived at 11:00 a.m.", lambda s: s.same("Agnes", "11:00 a.m.")),
    ("Bert paid 75 cents more than Dwight.", lambda s: s.n(P, "Bert") == s.n(P, "Dwight") + 75),
    ("The poetry collection cost 75 cents more than the mystery.", lambda s: s.n(P, "poetry collection") == s.n(P, "mystery") + 75),
]
QUESTIONS = [("Who bought the mystery?", lambda s: s.v("Shoppers", "mystery"))]
NUM = "."
DOT = False
INTRO = [
    "Bargains at the Book Sale",
    "The Harmon County Library held its annual used-book sale last Saturday, starting when the doors opened at 10:00 a.m. Five early shoppers each bought a single book, and no two paid the same price or arrived at the same time. Determine the book each shopper bought, its price, and the time the shopper arrived.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
