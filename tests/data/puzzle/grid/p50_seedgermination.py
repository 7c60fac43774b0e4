D = "Days to sprout"
CATEGORIES = [
    ("Gardeners", ["Maud", "Nico", "Oona", "Piet"]),
    ("Seeds", ["basil", "chilli", "lettuce", "tomato"]),
    ("Days to sprout", ["4 days", "6 days", "8 days", "10 days"], [4, 6, 8, 10]),
    ("Trays", ["blue tray", "green tray", "orange tray", "white tray"]),
]
SOLUTION = [
    ["Maud", "chilli", "10 days", "green tray"],
    ["Nico", "lettuce", "4 days", "white tray"],
    ["Oona", "basil", "8 days", "blue tray"],
    ["Piet", "tomato", "6 days", "orange tray"],
]
CLUES = [
    ("The lettuce sprouted 2 days before the tomato.", lambda s: s.n(D, "lettuce") == s.n(D, "tomato") - 2),
    ("The chilli took the longest to sprout.", lambda s: s.n(D, "chilli") == 10),
    ("Oona's seeds took 2 days less than Maud's.", lambda s: s.n(D, "Oona") == s.n(D, "Maud") - 2),
    ("The seeds in the orange tray came up 4 days sooner than the ones in the green tray.",
     lambda s: s.n(D, "orange tray") == s.n(D, "green tray") - 4),
    ("Nico used the white tray.", lambda s: s.same("Nico", "white tray")),
    ("Of Piet and the gardener with the blue tray, one grew the tomato and the other grew basil.",
     lambda s: not s.same("Piet", "blue tray") and (
         (s.same("Piet", "tomato") and s.same("blue tray", "basil")) or (s.same("Piet", "basil") and s.same("blue tray", "tomato")))),
    ("Maud didn't use the blue tray.", lambda s: not s.same("Maud", "blue tray")),
]
QUESTIONS = [("Who used the blue tray?", lambda s: s.v("Gardeners", "blue tray"))]
NUM = None
INTRO = ["Seed Trays: four gardeners each sowed a different seed in a different coloured tray and noted how many days it took to sprout."]
OUTRO = []
REMARKS = INTRO + OUTRO
