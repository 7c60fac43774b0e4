V = "Capacities"
CATEGORIES = [
    ("Coworkers", ["Ali", "Bridget", "Hugo", "Wren"]),
    ("Mugs", ["floral", "plain white", "polka-dot", "striped"]),
    ("Capacities", ["250 ml", "300 ml", "350 ml", "400 ml"], [250, 300, 350, 400]),
]
SOLUTION = [
    ["Ali", "striped", "350 ml"],
    ["Bridget", "plain white", "400 ml"],
    ["Hugo", "floral", "250 ml"],
    ["Wren", "polka-dot", "300 ml"],
]
CLUES = [
    ("The striped mug holds 100 ml more than Hugo's.", lambda s: s.n(V, "striped") == s.n(V, "Hugo") + 100),
    ("Bridget's mug is the biggest, but it isn't the floral one.",
     lambda s: s.n(V, "Bridget") == 400 and not s.same("Bridget", "floral")),
    ("The polka-dot mug holds less than Ali's.", lambda s: s.n(V, "polka-dot") < s.n(V, "Ali")),
    ("Wren's mug isn't the plain white one.", lambda s: not s.same("Wren", "plain white")),
    ("Ali's mug holds 50 ml more than Wren's.", lambda s: s.n(V, "Ali") == s.n(V, "Wren") + 50),
    ("The floral mug is the smallest.", lambda s: s.n(V, "floral") == 250),
]
NUM = None
DOT = False
INTRO = ["Four coworkers keep their own mugs in the office kitchen."]
OUTRO = []
REMARKS = INTRO + OUTRO
