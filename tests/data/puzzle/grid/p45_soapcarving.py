F, L, A, G = "First names", "Last names", "Animals", "Ages"
CATEGORIES = [
    (F, ["Jill", "Kevin", "Lucy", "Mark", "Nell"]),
    (L, ["Orr", "Price", "Quinn", "Root", "Shaw"]),
    (A, ["bear", "duck", "elephant", "rabbit", "turtle"]),
    (G, ["8", "9", "10", "11", "12"], [8, 9, 10, 11, 12]),
]
SOLUTION = [
    ["Jill", "Root", "turtle", "10"],
    ["Kevin", "Orr", "bear", "12"],
    ["Lucy", "Shaw", "duck", "8"],
    ["Mark", "Quinn", "rabbit", "11"],
    ["Nell", "Price", "elephant", "9"],
]
CLUES = [
    ("The elephant was carved by the Price girl.", lambda s: s.same("elephant", "Price")),
    ("Kevin is older than both Mark and the child who carved the turtle.",
     lambda s: s.n(G, "Kevin") > s.n(G, "Mark") and s.n(G, "Kevin") > s.n(G, "turtle")),
    ("The 8-year-old carved the duck.", lambda s: s.same("8", "duck")),
    ("Jill is two years older than the Shaw child.", lambda s: s.n(G, "Jill") == s.n(G, "Shaw") + 2),
    ("Quinn's first name isn't Kevin, and Quinn didn't carve the bear.",
     lambda s: not s.same("Quinn", "Kevin") and not s.same("Quinn", "bear")),
    ("Neither Nell nor the Root girl is the oldest of the five.",
     lambda s: s.n(G, "Nell") != 12 and s.n(G, "Root") != 12 and not s.same("Nell", "Root")),
    ("The rabbit was carved by a child one year older than Jill.", lambda s: s.n(G, "rabbit") == s.n(G, "Jill") + 1),
    ("The Orr boy isn't 11.", lambda s: not s.same("Orr", "11")),
    ("Lucy, the youngest of the five, didn't carve the elephant.", lambda s: s.n(G, "Lucy") == 8 and not s.same("Lucy", "elephant")),
    ("The Quinn boy carved the rabbit.", lambda s: s.same("Quinn", "rabbit")),
    ("Mark is older than Nell, and the bear was carved by the oldest child.",
     lambda s: s.n(G, "Mark") > s.n(G, "Nell") and s.n(G, "bear") == 12),
]
NUM = "."
DOT = False
INTRO = ["At the Cedar Hill library's soap-carving afternoon, five children each carved a different animal from a bar of white soap.",
         "The children were 8, 9, 10, 11 and 12 years old.",
         "Find each child's full name, age, and animal."]
OUTRO = []
REMARKS = INTRO + OUTRO
