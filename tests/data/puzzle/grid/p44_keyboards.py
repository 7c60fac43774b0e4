W = "Weights"
CATEGORIES = [
    ("Buyers", ["Farid", "Greta", "Hollis", "Imani"]),
    ("Switches", ["blue", "brown", "red", "silent"]),
    ("Weights", ["700 grams", "800 grams", "900 grams", "1000 grams"], [700, 800, 900, 1000]),
]
SOLUTION = [
    ["Farid", "brown", "900 grams"],
    ["Greta", "silent", "700 grams"],
    ["Hollis", "blue", "1000 grams"],
    ["Imani", "red", "800 grams"],
]
CLUES = [
    ("The keyboard with blue switches weighs 200 grams more than Imani's.", lambda s: s.n(W, "blue") == s.n(W, "Imani") + 200),
    ("Greta's keyboard is the lightest.", lambda s: s.n(W, "Greta") == 700),
    ("Farid's keyboard doesn't have red switches.", lambda s: not s.same("Farid", "red")),
    ("The keyboard with silent switches weighs 100 grams less than the one with red switches.", lambda s: s.n(W, "silent") == s.n(W, "red") - 100),
    ("Hollis's keyboard is heavier than Farid's.", lambda s: s.n(W, "Hollis") > s.n(W, "Farid")),
]
NUM = "."
DOT = True
INTRO = ["Four people each bought a mechanical keyboard last week."]
OUTRO = []
REMARKS = INTRO + OUTRO
