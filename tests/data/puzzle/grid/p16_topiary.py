H = "Heights"
CATEGORIES = [
    ("Gardeners", ["Agatha", "Bernard", "Cosima", "Desmond"]),
    ("Shapes", ["peacock", "teddy bear", "spiral", "chess piece"]),
    ("Heights", ["90 cm", "120 cm", "150 cm", "180 cm"], [90, 120, 150, 180]),
]
SOLUTION = [
    ["Agatha", "spiral", "150 cm"],
    ["Bernard", "peacock", "180 cm"],
    ["Cosima", "chess piece", "90 cm"],
    ["Desmond", "teddy bear", "120 cm"],
]
CLUES = [
    ("The peacock is the tallest of the four.", lambda s: s.n(H, "peacock") == 180),
    ("Cosima's topiary is 30 cm shorter than the teddy bear.", lambda s: s.n(H, "Cosima") == s.n(H, "teddy bear") - 30),
    ("Agatha did not clip the peacock.", lambda s: not s.same("Agatha", "peacock")),
    ("The spiral stands 60 cm taller than Cosima's piece.", lambda s: s.n(H, "spiral") == s.n(H, "Cosima") + 60),
    ("Desmond's shape is shorter than Agatha's.", lambda s: s.n(H, "Desmond") < s.n(H, "Agatha")),
]
QUESTIONS = [("Who clipped the chess piece?", lambda s: s.v("Gardeners", "chess piece"))]
NUM = "."
DOT = False
INTRO = ["Four members of the Lower Hembury garden club entered the topiary class at the summer show. Each clipped a different shape, and no two pieces were the same height."]
OUTRO = []
REMARKS = INTRO + OUTRO
