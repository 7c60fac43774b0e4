# App style: terse, unnumbered, "whoever".
Z = "Sizes"
def z(s, x):
    return s.n(Z, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Customers", ["Bilal", "Carys", "Dmitri", "Eun-ji"]),
    ("Fruits", ["banana", "blueberry", "kiwi", "mango"]),
    ("Sizes", ["250 ml", "350 ml", "450 ml", "550 ml"], [250, 350, 450, 550]),
    ("Toppings", ["chia seeds", "coconut", "granola", "honey"]),
]
SOLUTION = [("Bilal", "mango", "450 ml", "granola"), ("Carys", "kiwi", "250 ml", "honey"),
            ("Dmitri", "banana", "550 ml", "chia seeds"), ("Eun-ji", "blueberry", "350 ml", "coconut")]
CLUES = [
    ("Whoever ordered the banana smoothie got the largest size.", lambda s: z(s, "banana") == 550),
    ("Carys's smoothie was 200 ml smaller than Bilal's.", lambda s: z(s, "Carys") == z(s, "Bilal") - 200),
    ("The smoothie with honey on top was the smallest.", lambda s: z(s, "honey") == 250),
    ("Eun-ji didn't order mango or banana.", lambda s: not s.same("Eun-ji", "mango") and not s.same("Eun-ji", "banana")),
    ("The granola smoothie was larger than the blueberry one.", lambda s: z(s, "granola") > z(s, "blueberry")),
    ("Dmitri had chia seeds.", lambda s: s.same("Dmitri", "chia seeds")),
    ("The kiwi smoothie was ordered by either Carys or Dmitri.", lambda s: s.same("kiwi", "Carys") != s.same("kiwi", "Dmitri")),
    ("Of the coconut smoothie and the kiwi smoothie, one was 350 ml and the other was 250 ml.",
     lambda s: not s.same("coconut", "kiwi") and {z(s, "coconut"), z(s, "kiwi")} == {350, 250}),
]
QUESTIONS = [("What did Eun-ji have on top?", lambda s: s.v("Toppings", "Eun-ji"))]
