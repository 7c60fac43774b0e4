# Website style: terse, unnumbered, prices with cents (in cents).
PR = "Prices"
def pr(s, x):
    return s.n(PR, x)
NUM = ""
DOT = True
CATEGORIES = [
    ("Diners", ["Hana", "Kenji", "Mara", "Tobias", "Yusuf"]),
    ("Broths", ["miso", "shio", "shoyu", "tonkotsu", "vegan"]),
    ("Prices", ["$11.50", "$12.25", "$13.00", "$13.75", "$14.50"], [1150, 1225, 1300, 1375, 1450]),
]
SOLUTION = [
    ("Hana", "shio", "$12.25"),
    ("Kenji", "tonkotsu", "$14.50"),
    ("Mara", "vegan", "$11.50"),
    ("Tobias", "miso", "$13.75"),
    ("Yusuf", "shoyu", "$13.00"),
]
CLUES = [
    ("The tonkotsu bowl cost the most.", lambda s: pr(s, "tonkotsu") == 1450),
    ("Mara paid $0.75 less than Hana.", lambda s: pr(s, "Mara") + 75 == pr(s, "Hana")),
    ("The person who ordered the miso paid $1.50 more than Hana.", lambda s: pr(s, "miso") == pr(s, "Hana") + 150),
    ("Yusuf didn't order the shio.", lambda s: not s.same("Yusuf", "shio")),
    ("Of Kenji and the person who paid $13.00, one ordered shoyu and the other ordered tonkotsu.",
     lambda s: not s.same("Kenji", "$13.00") and {s.v("Broths", "Kenji"), s.v("Broths", "$13.00")} == {"shoyu", "tonkotsu"}),
    ("Hana's ramen wasn't vegan.", lambda s: not s.same("Hana", "vegan")),
    ("Tobias paid more than Yusuf.", lambda s: pr(s, "Tobias") > pr(s, "Yusuf")),
]
