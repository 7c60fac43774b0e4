# Children's magazine: positions on a shelf, counted from the left.
P = "Places"
def p(s, x):
    return s.n(P, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Gnomes", ["Bodkin", "Grumble", "Nibs", "Pockets", "Twig"]),
    ("Holding", ["fishing rod", "lantern", "spade", "watering can", "wheelbarrow"]),
]
SOLUTION = [("1st", "Twig", "spade"), ("2nd", "Nibs", "lantern"), ("3rd", "Bodkin", "fishing rod"),
            ("4th", "Pockets", "watering can"), ("5th", "Grumble", "wheelbarrow")]
INTRO = ["Five garden gnomes stand in a row on a shelf at the garden centre. The places are counted from the left, so the 1st gnome is at the left end. Each gnome is holding something different."]
CLUES = [
    ("Grumble is at the right end of the shelf.", lambda s: p(s, "Grumble") == 5),
    ("The gnome with the lantern is next to Twig.", lambda s: abs(p(s, "lantern") - p(s, "Twig")) == 1),
    ("Bodkin is in the middle.", lambda s: p(s, "Bodkin") == 3),
    ("Pockets is just to the right of the gnome with the fishing rod.", lambda s: p(s, "Pockets") == p(s, "fishing rod") + 1),
    ("The spade is at the left end.", lambda s: p(s, "spade") == 1),
    ("The wheelbarrow is not next to the lantern.", lambda s: abs(p(s, "wheelbarrow") - p(s, "lantern")) != 1),
    ("Twig is not holding the watering can.", lambda s: not s.same("Twig", "watering can")),
    ("The watering can is somewhere to the left of the wheelbarrow.", lambda s: p(s, "watering can") < p(s, "wheelbarrow")),
]
QUESTIONS = [("Which gnome is holding the lantern?", lambda s: s.v("Gnomes", "lantern"))]
REMARKS = INTRO
