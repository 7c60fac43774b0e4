# p52_heights: 3x3, easy; heights.
# solution:
#   Max | 141 cm | swimming
#   Nora | 128 cm | gymnastics
#   Owen | 134 cm | soccer
H = "Heights"
CATEGORIES = [
    ("Kids", ["Max", "Nora", "Owen"]),
    ("Heights", ["128 cm", "134 cm", "141 cm"], [128, 134, 141]),
    ("Sports", ["gymnastics", "soccer", "swimming"]),
]
CLUES = [
    ("The gymnast is the shortest of the three.", lambda s: s.n(H, "gymnastics") == 128),
    ("Owen is shorter than Max.", lambda s: s.n(H, "Owen") < s.n(H, "Max")),
    ("Max doesn't play soccer.", lambda s: not s.same("Max", "soccer")),
    ("The soccer player is taller than Nora.", lambda s: s.n(H, "soccer") > s.n(H, "Nora")),
]
