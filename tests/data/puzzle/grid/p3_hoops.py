H = "Heights"
def h(s, x):
    return s.n(H, x)
CATEGORIES = [
    ("Players", ["Ade", "Bram", "Cian", "Dimi"]),
    ("Heights", ["5 ft 10 in", "6 ft", "6 ft 2 in", "6 ft 4 in"], [70, 72, 74, 76]),
    ("Positions", ["center", "point guard", "shooting guard", "small forward"]),
]
CLUES = [
    ("The center is the tallest.", lambda s: h(s, "center") == 76),
    ("Ade is 4 inches taller than Cian.", lambda s: h(s, "Ade") == h(s, "Cian") + 4),
    ("The shooting guard is 2 inches shorter than the small forward.",
     lambda s: h(s, "shooting guard") == h(s, "small forward") - 2),
    ("Dimi is taller than the point guard.", lambda s: h(s, "Dimi") > h(s, "point guard")),
    ("Dimi is shorter than Bram.", lambda s: h(s, "Dimi") < h(s, "Bram")),
]
