Z = "Sizes"
T = "Deliveries"
def z(s, x):
    return s.n(Z, x)
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Customers", ["Arlo", "Bex", "Cosmo", "Dilys"]),
    ("Sizes", ["10-inch", "12-inch", "14-inch", "16-inch"], [10, 12, 14, 16]),
    ("Toppings", ["anchovy", "mushroom", "pepperoni", "pineapple"]),
    ("Deliveries", ["6:10 pm", "6:25 pm", "6:40 pm", "6:55 pm"], [1090, 1105, 1120, 1135]),
]
CLUES = [
    ("The largest pizza was delivered first.", lambda s: t(s, "16-inch") == 1090),
    ("Bex's pizza is 4 inches smaller than Arlo's.", lambda s: z(s, "Bex") == z(s, "Arlo") - 4),
    ("The pepperoni pizza arrived 15 minutes after the pineapple one.", lambda s: t(s, "pepperoni") == t(s, "pineapple") + 15),
    ("Dilys didn't order the smallest pizza.", lambda s: z(s, "Dilys") != 10),
    ("The anchovy pizza was the last delivery.", lambda s: t(s, "anchovy") == 1135),
    ("Cosmo didn't order pineapple.", lambda s: not s.same("Cosmo", "pineapple")),
    ("Arlo's pizza came half an hour before Bex's.", lambda s: t(s, "Arlo") == t(s, "Bex") - 30),
    ("Cosmo's was the biggest pizza of the night.", lambda s: z(s, "Cosmo") == 16),
    ("Dilys's pizza arrived 15 minutes after Arlo's.", lambda s: t(s, "Dilys") == t(s, "Arlo") + 15),
]
