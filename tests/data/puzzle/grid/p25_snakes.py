L = "Lengths"
CATEGORIES = [
    ("Snakes", ["Mango", "Noodle", "Pretzel", "Slinky", "Ziggy"]),
    ("Species", ["boa", "corn snake", "king snake", "milk snake", "python"]),
    ("Lengths", ["3 feet", "4 feet", "5 feet", "6 feet", "7 feet"], [3, 4, 5, 6, 7]),
]
SOLUTION = [
    ["Mango", "python", "7 feet"],
    ["Noodle", "corn snake", "4 feet"],
    ["Pretzel", "milk snake", "3 feet"],
    ["Slinky", "boa", "6 feet"],
    ["Ziggy", "king snake", "5 feet"],
]
CLUES = [
    ("The python is the longest of the five.", lambda s: s.n(L, "python") == 7),
    ("Slinky is 2 feet longer than Noodle.", lambda s: s.n(L, "Slinky") == s.n(L, "Noodle") + 2),
    ("The milk snake is 2 feet shorter than Ziggy.", lambda s: s.n(L, "milk snake") == s.n(L, "Ziggy") - 2),
    ("The corn snake is longer than Pretzel.", lambda s: s.n(L, "corn snake") > s.n(L, "Pretzel")),
    ('Mango is the longest snake.', lambda s: s.n(L, "Mango") == 7),
    ('The boa, Slinky, is 6 feet long.', lambda s: s.same("boa", "Slinky") and s.n(L, "Slinky") == 6),
    ('The corn snake is 1 foot longer than the milk snake.', lambda s: s.n(L, "corn snake") == s.n(L, "milk snake") + 1),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
