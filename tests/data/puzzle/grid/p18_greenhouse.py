H = "Heights"
CATEGORIES = [
    ("Gardeners", ["Ola", "Pip", "Reza", "Sian", "Theo"]),
    ("Plants", ["aubergine", "chilli", "cucumber", "pepper", "tomato"]),
    ("Heights", ["45 cm", "60 cm", "75 cm", "90 cm", "120 cm"], [45, 60, 75, 90, 120]),
]
SOLUTION = [
    ["Ola", "tomato", "120 cm"],
    ["Pip", "chilli", "45 cm"],
    ["Reza", "cucumber", "90 cm"],
    ["Sian", "aubergine", "60 cm"],
    ["Theo", "pepper", "75 cm"],
]
CLUES = [
    ("The tomato plant grew taller than any other.", lambda s: s.n(H, "tomato") == 120),
    ("Pip's plant is 15 cm shorter than Sian's.", lambda s: s.n(H, "Pip") == s.n(H, "Sian") - 15),
    ("The pepper plant is 15 cm taller than Sian's plant.", lambda s: s.n(H, "pepper") == s.n(H, "Sian") + 15),
    ("Reza's plant is 30 cm shorter than Ola's.", lambda s: s.n(H, "Reza") == s.n(H, "Ola") - 30),
    ("The cucumber is taller than the aubergine.", lambda s: s.n(H, "cucumber") > s.n(H, "aubergine")),
    ("Either Sian or Pip grew the chilli.", lambda s: s.same("Sian", "chilli") or s.same("Pip", "chilli")),
    ("Theo didn't grow the cucumber.", lambda s: not s.same("Theo", "cucumber")),
    ("Pip's plant was the shortest.", lambda s: s.n(H, "Pip") == 45),
    ("Pip didn't grow the aubergine.", lambda s: not s.same("Pip", "aubergine")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
