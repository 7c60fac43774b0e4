B = "Bars sold"
CATEGORIES = [
    ("Sellers", ["Leo", "Mina", "Noor", "Otto"]),
    ("Flavors", ["almond", "caramel", "crispy rice", "mint"]),
    ("Bars sold", ["12 bars", "18 bars", "24 bars", "30 bars"], [12, 18, 24, 30]),
]
SOLUTION = [
    ["Leo", "caramel", "24 bars"],
    ["Mina", "mint", "12 bars"],
    ["Noor", "almond", "30 bars"],
    ["Otto", "crispy rice", "18 bars"],
]
CLUES = [
    ("Noor sold the most candy bars.", lambda s: s.n(B, "Noor") == 30),
    ("The student selling mint bars sold 6 fewer than Otto.", lambda s: s.n(B, "mint") == s.n(B, "Otto") - 6),
    ("Leo sold twice as many bars as Mina.", lambda s: s.n(B, "Leo") == 2 * s.n(B, "Mina")),
    ("The almond bars sold 6 more than the caramel bars.", lambda s: s.n(B, "almond") == s.n(B, "caramel") + 6),
    ("Otto's bars weren't caramel.", lambda s: not s.same("Otto", "caramel")),
]
QUESTIONS = [("How many bars did Otto sell?", lambda s: s.v(B, "Otto"))]
NUM = "."
INTRO = ["Four students sold candy bars to raise money for the class trip. Each sold a different flavor and a different number of bars."]
OUTRO = []
REMARKS = INTRO + OUTRO
