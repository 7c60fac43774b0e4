T = "Temperatures"
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Bakers", ["Amos", "Bea", "Cyril", "Dara", "Emeka"]),
    ("Breads", ["baguette", "brioche", "focaccia", "rye", "sourdough"]),
    ("Temperatures", ["325°F", "350°F", "375°F", "400°F", "425°F"], [325, 350, 375, 400, 425]),
]
CLUES = [
    ("The brioche bakes at the lowest temperature.", lambda s: t(s, "brioche") == 325),
    ("Amos's oven is 50 degrees hotter than Cyril's.", lambda s: t(s, "Amos") == t(s, "Cyril") + 50),
    ("The focaccia bakes 25°F hotter than the rye.", lambda s: t(s, "focaccia") == t(s, "rye") + 25),
    ("Emeka doesn't bake the rye or the sourdough.",
     lambda s: not s.same("Emeka", "rye") and not s.same("Emeka", "sourdough")),
    ("Emeka's oven runs hotter than Bea's but cooler than Dara's.",
     lambda s: t(s, "Bea") < t(s, "Emeka") < t(s, "Dara")),
    ("Neither Dara nor Cyril bakes the sourdough.",
     lambda s: not s.same("Dara", "sourdough") and not s.same("Cyril", "sourdough")),
    ("The baguette is baked 25 degrees cooler than Cyril's loaf.",
     lambda s: t(s, "baguette") == t(s, "Cyril") - 25),
]
