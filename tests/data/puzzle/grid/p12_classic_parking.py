# Category lines; parking spaces in a row; clues numbered "1)"; "two spaces
# away from", "between", "at the right end", possessives "Kofi's car".
H = "Spaces"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Spaces", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Drivers", ["Greta", "Hamid", "Imogen", "Jules", "Kofi"]),
    ("Cars", ["Audi", "BMW", "Fiat", "Mini", "Skoda"]),
    ("Colours", ["black", "green", "red", "silver", "white"]),
]
SOLUTION = [
    ("1", "Hamid", "Skoda", "white"),
    ("2", "Greta", "Mini", "red"),
    ("3", "Kofi", "Audi", "black"),
    ("4", "Imogen", "Fiat", "green"),
    ("5", "Jules", "BMW", "silver"),
]
INTRO = ["Five neighbours park their cars side by side in five numbered spaces behind their block, space 1 on the left and space 5 on the right."]
CLUES = [
    ("Greta drives the Mini.", lambda s: s.same("Greta", "Mini")),
    ("The black car is in space 3.", lambda s: h(s, "black") == 3),
    ("The BMW is parked at the right end of the row.", lambda s: h(s, "BMW") == 5),
    ("The Fiat is parked immediately to the left of the BMW.", lambda s: h(s, "Fiat") + 1 == h(s, "BMW")),
    ("Hamid's car is white.", lambda s: s.same("Hamid", "white")),
    ("Kofi's car is parked two spaces away from Jules's car.", lambda s: abs(h(s, "Kofi") - h(s, "Jules")) == 2),
    ("The red car is next to the white car.", lambda s: nextto(s, "red", "white")),
    ("The Skoda is not parked next to the Audi.", lambda s: not nextto(s, "Skoda", "Audi")),
    ("Imogen does not drive the silver car.", lambda s: not s.same("Imogen", "silver")),
    ("The BMW is silver.", lambda s: s.same("BMW", "silver")),
    ("Hamid parks in the first space.", lambda s: h(s, "Hamid") == 1),
    ("Jules's car is not the black one.", lambda s: not s.same("Jules", "black")),
    ("The Skoda is white.", lambda s: s.same("Skoda", "white")),
    ("The green car is between the black car and the silver car.", lambda s: min(h(s, "black"), h(s, "silver")) < h(s, "green") < max(h(s, "black"), h(s, "silver"))),
]
QUESTIONS = [("Who drives the Audi?", lambda s: s.v("Drivers", "Audi")),
             ("What colour is the Fiat?", lambda s: s.v("Colours", "Fiat"))]
REMARKS = INTRO
