N = "Tacos"
CATEGORIES = [
    ("Colleagues", ["Bianca", "Curtis", "Desmond", "Elif", "Farah"]),
    ("Fillings", ["beef", "chicken", "fish", "jackfruit", "pork"]),
    ("Tacos", ["2", "3", "4", "5", "6"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Bianca", "fish", "4"],
    ["Curtis", "pork", "6"],
    ["Desmond", "jackfruit", "2"],
    ["Elif", "chicken", "3"],
    ["Farah", "beef", "5"],
]
CLUES = [
    ("The pork lover ate the most tacos.", lambda s: s.n(N, "pork") == 6),
    ("Desmond ate the fewest, but none of his were chicken.", lambda s: s.n(N, "Desmond") == 2 and not s.same("Desmond", "chicken")),
    ("Elif ate one taco more than Desmond.", lambda s: s.n(N, "Elif") == s.n(N, "Desmond") + 1),
    ("The beef fan ate one more taco than Bianca.", lambda s: s.n(N, "beef") == s.n(N, "Bianca") + 1),
    ("Curtis didn't order fish.", lambda s: not s.same("Curtis", "fish")),
    ("Either Bianca or Farah had the fish tacos.", lambda s: s.same("Bianca", "fish") or s.same("Farah", "fish")),
    ("Curtis ate more tacos than Farah.", lambda s: s.n(N, "Curtis") > s.n(N, "Farah")),
]
QUESTIONS = [("How many tacos did Farah eat?", lambda s: s.v(N, "Farah"))]
NUM = None
DOT = False
INTRO = ["Taco Tuesday got competitive at the office this week! Five colleagues each stuck to one filling all evening, and each ate a different number of tacos. Nobody will admit to a total, so over to you."]
OUTRO = []
REMARKS = INTRO + OUTRO
