Q = "Queue"
CATEGORIES = [
    ("Customers", ["Arjun", "Beatrix", "Cyril", "Dorothea", "Enzo"]),
    ("Toppings", ["bacon", "banana", "berries", "ice cream", "syrup"]),
    ("Queue", ["first", "second", "third", "fourth", "fifth"]),
]
SOLUTION = [
    ["Arjun", "syrup", "third"],
    ["Beatrix", "berries", "fifth"],
    ["Cyril", "bacon", "first"],
    ["Dorothea", "ice cream", "second"],
    ["Enzo", "banana", "fourth"],
]
CLUES = [
    ("Cyril was at the front of the queue.", lambda s: s.n(Q, "Cyril") == 1),
    ("The person who ordered berries was last in line.", lambda s: s.n(Q, "berries") == 5),
    ("Enzo was directly behind Arjun.", lambda s: s.n(Q, "Enzo") == s.n(Q, "Arjun") + 1),
    ("The bacon customer was two places ahead of Arjun.", lambda s: s.n(Q, "bacon") == s.n(Q, "Arjun") - 2),
    ("Dorothea ordered ice cream.", lambda s: s.same("Dorothea", "ice cream")),
    ("Beatrix was behind Enzo.", lambda s: s.n(Q, "Beatrix") > s.n(Q, "Enzo")),
    ("Enzo did not order syrup.", lambda s: not s.same("Enzo", "syrup")),
]
QUESTIONS = [("Who ordered the banana waffle?", lambda s: s.v("Customers", "banana"))]
NUM = ""
DOT = False
INTRO = ["Five customers queued at a waffle stand. Each was at a different place in the queue and chose a different topping."]
OUTRO = []
REMARKS = INTRO + OUTRO
