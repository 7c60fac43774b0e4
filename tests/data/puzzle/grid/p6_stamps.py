C = "Collectors"
P = "Prices"
Y = "Years"
def price(s, x):
    return s.n(P, x)
def year(s, x):
    return s.n(Y, x)
CATEGORIES = [
    ("Collectors", ["Arlene", "Bud", "Corinne", "Dwight"]),
    ("Countries", ["Ceylon", "Malta", "Norway", "Peru"]),
    ("Prices", ["$12.50", "$15.75", "$19.00", "$22.25"], [1250, 1575, 1900, 2225]),
    ("Years", ["1924", "1931", "1938", "1945"], [1924, 1931, 1938, 1945]),
]
CLUES = [
    ("Corinne, who has been collecting since she was nine, paid $6.50 more than the collector who came home with the stamp from Norway.",
     lambda s: price(s, "Corinne") == price(s, "Norway") + 650),
    ("The oldest stamp of the four wasn't the cheapest.", lambda s: price(s, "1924") != 1250),
    ("The stamp from Peru was issued 14 years after the one Arlene bought.",
     lambda s: year(s, "Peru") == year(s, "Arlene") + 14),
    ("Dwight spent less than Arlene, but more than Bud.",
     lambda s: price(s, "Bud") < price(s, "Dwight") < price(s, "Arlene")),
    ("The Malta stamp cost exactly $3.25 more than the 1938 issue.",
     lambda s: price(s, "Malta") == price(s, "1938") + 325),
    ("Neither Bud nor Dwight bought the stamp from Ceylon.",
     lambda s: not s.same("Bud", "Ceylon") and not s.same("Dwight", "Ceylon")),
    ("Arlene's stamp is seven years younger than Corinne's.", lambda s: year(s, "Arlene") == year(s, "Corinne") + 7),
]
REMARKS = ["Every spring the Hollis County Philatelic Society holds a swap meet in the basement of the public library. This year four members each went home with one prized stamp, and no two of them paid the same price or chose a stamp from the same country or the same year of issue. From the clues below, can you work out who bought which stamp, what each collector paid, and the year each stamp was issued?"]
QUESTIONS = [("Which stamp did Bud buy, and how much did he pay for it?",
              lambda s: (s.v("Countries", "Bud"), s.v("Prices", "Bud")))]
