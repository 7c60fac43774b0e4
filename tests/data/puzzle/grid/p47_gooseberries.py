W = "Weights"
CATEGORIES = [
    ("Growers", ["Mr Ackroyd", "Mrs Bell", "Mr Dobson", "Mr Fawcett", "Mrs Garbutt"]),
    ("Varieties", ["Blucher", "Just Betty", "Lord Derby", "Montrose", "Woodpecker"]),
    ("Weights", ["52 g", "54 g", "56 g", "58 g", "60 g"], [52, 54, 56, 58, 60]),
]
SOLUTION = [
    ["Mr Ackroyd", "Montrose", "56 g"],
    ["Mrs Bell", "Lord Derby", "60 g"],
    ["Mr Dobson", "Woodpecker", "52 g"],
    ["Mr Fawcett", "Blucher", "58 g"],
    ["Mrs Garbutt", "Just Betty", "54 g"],
]
CLUES = [
    ("The heaviest berry on the bench, a Lord Derby, was grown by one of the ladies.",
     lambda s: s.n(W, "Lord Derby") == 60 and s.v("Growers", "Lord Derby") in ("Mrs Bell", "Mrs Garbutt")),
    ("Mr Fawcett's Blucher outweighed Mr Ackroyd's berry by 2 grams.",
     lambda s: s.same("Mr Fawcett", "Blucher") and s.n(W, "Mr Fawcett") == s.n(W, "Mr Ackroyd") + 2),
    ("Mrs Garbutt's entry weighed 2 grams more than the Woodpecker.", lambda s: s.n(W, "Mrs Garbutt") == s.n(W, "Woodpecker") + 2),
    ("Neither Mr Dobson nor Mrs Garbutt grew the Montrose.",
     lambda s: not s.same("Mr Dobson", "Montrose") and not s.same("Mrs Garbutt", "Montrose")),
    ("The Just Betty wasn't the lightest berry.", lambda s: s.n(W, "Just Betty") != 52),
    ("The Woodpecker, grown by one of the men, was the lightest berry shown.",
     lambda s: s.v("Growers", "Woodpecker").startswith("Mr ") and s.n(W, "Woodpecker") == 52),
]
QUESTIONS = [("Who grew the Woodpecker?", lambda s: s.v("Growers", "Woodpecker"))]
NUM = "."
INTRO = ["The Eskdale Old Gooseberry Society has held its show every August since 1800.",
         "This year five members (three men and two women) each brought their single heaviest berry, each of a different variety, and no two berries tipped the scales at the same weight."]
OUTRO = []
REMARKS = INTRO + OUTRO
