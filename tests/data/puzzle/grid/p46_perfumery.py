Y = "Years"
CATEGORIES = [
    ("Perfumers", ["Leontine", "Marek", "Noor", "Orla"]),
    ("Scents", ["Amber Dusk", "Fig Leaf", "Night Jasmine", "Sea Salt"]),
    ("Years", ["2015", "2017", "2019", "2021"], [2015, 2017, 2019, 2021]),
    ("Bottles", ["cobalt", "frosted", "gold", "smoky"]),
]
SOLUTION = [
    ["Leontine", "Fig Leaf", "2019", "frosted"],
    ["Marek", "Sea Salt", "2015", "gold"],
    ["Noor", "Amber Dusk", "2021", "cobalt"],
    ["Orla", "Night Jasmine", "2017", "smoky"],
]
CLUES = [
    ("Fig Leaf was launched 4 years after Marek's scent.", lambda s: s.n(Y, "Fig Leaf") == s.n(Y, "Marek") + 4),
    ("The scent in the smoky bottle came out 2 years before the one in the frosted bottle.",
     lambda s: s.n(Y, "smoky") == s.n(Y, "frosted") - 2),
    ("Noor's fragrance is the most recent of the four.", lambda s: s.n(Y, "Noor") == 2021),
    ("Amber Dusk, which isn't Orla's, is sold in a cobalt bottle.",
     lambda s: not s.same("Amber Dusk", "Orla") and s.same("Amber Dusk", "cobalt")),
    ("Of Orla and the perfumer whose scent came out in 2015, one created Sea Salt and the other chose the smoky bottle.",
     lambda s: not s.same("Orla", "2015") and (
         (s.same("Orla", "Sea Salt") and s.same("2015", "smoky")) or
         (s.same("Orla", "smoky") and s.same("2015", "Sea Salt")))),
    ("Leontine's scent was released later than Orla's.", lambda s: s.n(Y, "Leontine") > s.n(Y, "Orla")),
]
NUM = "."
INTRO = ["Four perfumers at a small fragrance house each launched a signature scent in a different year, each in a different style of bottle."]
CLUES.append(("The smoky bottle isn't Marek's.", lambda s: not s.same("smoky", "Marek")))
REMARKS = INTRO
