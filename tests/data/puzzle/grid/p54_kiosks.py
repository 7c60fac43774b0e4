# No category lines: four kiosks, four categories (4x4); three of the ten
# statements are negative remarks that also name Gwen.
H = "Kiosks"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Kiosks", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Keepers", ["Gwen", "Hilda", "Myra", "Olive"]),
    ("Wares", ["candyfloss", "chips", "ice cream", "postcards"]),
    ("Paint", ["blue", "lemon", "mint", "pink"]),
]
SOLUTION = [
    ("1", "Gwen", "postcards", "pink"),
    ("2", "Myra", "ice cream", "blue"),
    ("3", "Hilda", "chips", "mint"),
    ("4", "Olive", "candyfloss", "lemon"),
]
CLUES = [
    ("There are four kiosks on the promenade.", lambda s: True),
    ("Postcards are sold at one end of the row.", lambda s: p(s, "postcards") in (1, 4)),
    ("Hilda's kiosk is painted mint.", lambda s: s.same("Hilda", "mint")),
    ("Olive's kiosk is not next to the one selling ice cream.", lambda s: not nextto(s, "Olive", "ice cream")),
    ("Gwen does not sell ice cream.", lambda s: not s.same("Gwen", "ice cream")),
    ("The blue kiosk is immediately to the right of the one selling postcards.", lambda s: p(s, "blue") == p(s, "postcards") + 1),
    ("Chips are fried in the mint kiosk.", lambda s: s.same("chips", "mint")),
    ("Hilda's kiosk is not at either end.", lambda s: p(s, "Hilda") not in (1, 4)),
    ("Myra's kiosk is the next one to the right of the pink one.", lambda s: p(s, "Myra") == p(s, "pink") + 1),
    ("The candyfloss kiosk is painted lemon.", lambda s: s.same("candyfloss", "lemon")),
    ("The pink kiosk is not next to Olive's.", lambda s: not nextto(s, "pink", "Olive")),
]
QUESTIONS = [("Who keeps the pink kiosk?", lambda s: s.v("Keepers", "pink"))]
OUTRO = ["Each kiosk is kept by a different woman, sells something different and is painted a different colour. Left and right are as seen from the beach."]
REMARKS = OUTRO
OUTRO_FIRST = True
