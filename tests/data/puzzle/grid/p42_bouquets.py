P = "Prices"
CATEGORIES = [
    ("Customers", ["Anya", "Boris", "Camila", "Declan", "Eshe"]),
    ("Flowers", ["daisies", "lilies", "peonies", "roses", "tulips"]),
    ("Prices", ["$30", "$40", "$50", "$60", "$70"], [30, 40, 50, 60, 70]),
    ("Occasions", ["anniversary", "birthday", "get well", "graduation", "thank you"]),
]
SOLUTION = [
    ["Anya", "peonies", "$50", "birthday"],
    ["Boris", "roses", "$70", "anniversary"],
    ["Camila", "tulips", "$30", "thank you"],
    ["Declan", "lilies", "$60", "get well"],
    ["Eshe", "daisies", "$40", "graduation"],
]
CLUES = [
    ("The anniversary bouquet was the most expensive.", lambda s: s.n(P, "anniversary") == 70),
    ("The tulips cost $20 less than Anya's bouquet.", lambda s: s.n(P, "tulips") == s.n(P, "Anya") - 20),
    ("Declan's bouquet cost $10 more than the peonies.", lambda s: s.n(P, "Declan") == s.n(P, "peonies") + 10),
    ("The daisies were sent for a graduation.", lambda s: s.same("daisies", "graduation")),
    ("The birthday bouquet cost less than the get well bouquet but more than Eshe's.",
     lambda s: s.n(P, "Eshe") < s.n(P, "birthday") < s.n(P, "get well")),
    ("Neither Camila nor Declan bought roses.", lambda s: not s.same("Camila", "roses") and not s.same("Declan", "roses")),
    ("Of Eshe and the customer who bought the lilies, one paid $40 and the other ordered flowers for a get well wish.",
     lambda s: not s.same("Eshe", "lilies") and (
         (s.same("Eshe", "$40") and s.same("lilies", "get well")) or (s.same("lilies", "$40") and s.same("Eshe", "get well")))),
    ("Boris didn't buy the peonies.", lambda s: not s.same("Boris", "peonies")),
    ("Boris paid $20 more than Anya.", lambda s: s.n(P, "Boris") == s.n(P, "Anya") + 20),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
