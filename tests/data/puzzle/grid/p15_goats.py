M = "Milk"
CATEGORIES = [
    ("Goats", ["Clementine", "Dandelion", "Marigold", "Pippin", "Saffron"]),
    ("Breeds", ["Alpine", "Anglo-Nubian", "Golden Guernsey", "Saanen", "Toggenburg"]),
    ("Milk", ["2.5 litres", "3 litres", "3.5 litres", "4 litres", "4.5 litres"], [25, 30, 35, 40, 45]),
]
SOLUTION = [
    ["Clementine", "Saanen", "4.5 litres"],
    ["Dandelion", "Golden Guernsey", "2.5 litres"],
    ["Marigold", "Alpine", "3.5 litres"],
    ["Pippin", "Anglo-Nubian", "3 litres"],
    ["Saffron", "Toggenburg", "4 litres"],
]
CLUES = [
    ("The Saanen gives the most milk in the herd.", lambda s: s.n(M, "Saanen") == 45),
    ("Dandelion gives a litre less than Marigold.", lambda s: s.n(M, "Dandelion") == s.n(M, "Marigold") - 10),
    ("Pippin, the Anglo-Nubian, gives more milk than Dandelion.",
     lambda s: s.same("Pippin", "Anglo-Nubian") and s.n(M, "Pippin") > s.n(M, "Dandelion")),
    ("The Toggenburg gives half a litre more than the Alpine.", lambda s: s.n(M, "Toggenburg") == s.n(M, "Alpine") + 5),
    ("Saffron isn't the Alpine.", lambda s: not s.same("Saffron", "Alpine")),
    ("Clementine gives more milk than Saffron.", lambda s: s.n(M, "Clementine") > s.n(M, "Saffron")),
    ("Marigold gives more milk than Pippin but less than Saffron.", lambda s: s.n(M, "Pippin") < s.n(M, "Marigold") < s.n(M, "Saffron")),
    ("The Golden Guernsey gives the least milk.", lambda s: s.n(M, "Golden Guernsey") == 25),
]
QUESTIONS = [("Which breed is Marigold?", lambda s: s.v("Breeds", "Marigold"))]
NUM = "."
DOT = True
INTRO = ["A smallholder keeps five milking goats, each of a different breed. Every morning she notes how much milk each goat gives."]
OUTRO = []
REMARKS = INTRO + OUTRO
