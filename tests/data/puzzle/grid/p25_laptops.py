P = "Prices"
S = "Screens"
D = "Discounts"
CATEGORIES = [
    ("Buyers", ["Asha", "Boris", "Celia", "Deng"]),
    ("Brands", ["Acer", "Dell", "HP", "Lenovo"]),
    ("Prices", ["$499", "$649", "$799", "$949"], [499, 649, 799, 949]),
    ("Screens", ["13 inches", "14 inches", "15 inches", "16 inches"], [13, 14, 15, 16]),
    ("Discounts", ["5%", "10%", "15%", "20%"], [5, 10, 15, 20]),
]
SOLUTION = [
    ["Asha", "Lenovo", "$799", "13 inches", "15%"],
    ["Boris", "Acer", "$499", "15 inches", "5%"],
    ["Celia", "HP", "$949", "16 inches", "20%"],
    ["Deng", "Dell", "$649", "14 inches", "10%"],
]
CLUES = [
    ("The laptop with the 16-inch screen cost $150 more than Asha's.", lambda s: s.n(P, "16 inches") == s.n(P, "Asha") + 150),
    ("Boris paid the least, and his discount was the smallest.", lambda s: s.n(P, "Boris") == 499 and s.n(D, "Boris") == 5),
    ("The laptop bought at 10% off has a screen 1 inch smaller than the Acer's.", lambda s: s.n(S, "10%") == s.n(S, "Acer") - 1),
    ("Of the HP and the 13-inch laptop, one got the 20% discount and the other is Asha's.",
     lambda s: (s.same("HP", "20%") and s.same("13 inches", "Asha")) or (s.same("13 inches", "20%") and s.same("HP", "Asha"))),
    ("Deng's laptop cost more than the Acer.", lambda s: s.n(P, "Deng") > s.n(P, "Acer")),
    ("Celia's laptop has the biggest screen.", lambda s: s.n(S, "Celia") == 16),
    ('Asha paid $150 more than Deng.', lambda s: s.n(P, "Asha") == s.n(P, "Deng") + 150),
    ('The 14-inch laptop is the Dell.', lambda s: s.same("14 inches", "Dell")),
    ('Celia got a bigger discount than Asha.', lambda s: s.n(D, "Celia") > s.n(D, "Asha")),
]
QUESTIONS = [("Who bought the Lenovo?", lambda s: s.v("Buyers", "Lenovo"))]
NUM = "."
DOT = False
INTRO = ["Four shoppers each bought a new laptop during the back-to-school sale."]
OUTRO = []
REMARKS = INTRO + OUTRO
