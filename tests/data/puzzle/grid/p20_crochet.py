Y = "Yarn"
CATEGORIES = [
    ("Members", ["Hilda", "Irene", "June", "Kath"]),
    ("Projects", ["blanket", "hat", "scarf", "toy bear"]),
    ("Yarn", ["3 balls", "4 balls", "6 balls", "9 balls"], [3, 4, 6, 9]),
]
SOLUTION = [
    ["Hilda", "blanket", "9 balls"],
    ["Irene", "toy bear", "3 balls"],
    ["June", "scarf", "6 balls"],
    ["Kath", "hat", "4 balls"],
]
CLUES = [
    ("The blanket used the most yarn.", lambda s: s.n(Y, "blanket") == 9),
    ("June used twice as much yarn as Irene.", lambda s: s.n(Y, "June") == 2 * s.n(Y, "Irene")),
    ("Kath's project took one ball more than Irene's.", lambda s: s.n(Y, "Kath") == s.n(Y, "Irene") + 1),
    ("Irene made the toy bear, while Kath made the hat.", lambda s: s.same("Irene", "toy bear") and s.same("Kath", "hat")),
    ("The scarf needed more yarn than the hat.", lambda s: s.n(Y, "scarf") > s.n(Y, "hat")),
]
QUESTIONS = [("Who crocheted the hat?", lambda s: s.v("Members", "hat"))]
NUM = None
DOT = True
INTRO = ["The Tuesday crochet circle finished four projects this month. Each member made one thing, and each used a different number of balls of yarn."]
OUTRO = []
REMARKS = INTRO + OUTRO
