H = "Heights"
def h(s, x):
    return s.n(H, x)
NUM = "1."
INTRO = ["Four children grew sunflowers in pots. Each pot was a different colour. Can you work out how tall each sunflower grew?"]
REMARKS = INTRO
CATEGORIES = [
    ("Children", ["Ava", "Joe", "Kai", "Mo"]),
    ("Heights", ["150 cm", "165 cm", "180 cm", "195 cm"], [150, 165, 180, 195]),
    ("Pots", ["blue", "red", "white", "yellow"]),
]
SOLUTION = [("Ava", "180 cm", "red"), ("Joe", "150 cm", "yellow"), ("Kai", "195 cm", "white"), ("Mo", "165 cm", "blue")]
CLUES = [
    ("Kai's sunflower grew the tallest.", lambda s: h(s, "Kai") == 195),
    ("The sunflower in the yellow pot was the shortest.", lambda s: h(s, "yellow") == 150),
    ("Ava's sunflower was 15 cm taller than Mo's.", lambda s: h(s, "Ava") == h(s, "Mo") + 15),
    ("Mo's pot was not white.", lambda s: not s.same("Mo", "white")),
    ("The red pot was not Joe's.", lambda s: not s.same("red", "Joe")),
    ("Joe's sunflower was the smallest.", lambda s: h(s, "Joe") == 150),
    ("The tallest sunflower grew in the white pot.", lambda s: h(s, "white") == 195),
    ("Ava didn't use the blue pot.", lambda s: not s.same("Ava", "blue")),
]
QUESTIONS = [("What colour was Mo's pot?", lambda s: s.v("Pots", "Mo"))]
