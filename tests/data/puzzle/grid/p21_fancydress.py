A = "Ages"
CATEGORIES = [
    ("Children", ["Ollie", "Poppy", "Ruby", "Sam"]),
    ("Costumes", ["astronaut", "pirate", "scarecrow", "wizard"]),
    ("Prizes", ["book token", "kite", "rosette", "teddy bear"]),
    ("Ages", ["5", "6", "8", "9"], [5, 6, 8, 9]),
]
SOLUTION = [
    ["Ollie", "wizard", "kite", "8"],
    ["Poppy", "pirate", "rosette", "5"],
    ["Ruby", "astronaut", "book token", "9"],
    ["Sam", "scarecrow", "teddy bear", "6"],
]
CLUES = [
    ("The youngest child came dressed as a pirate.", lambda s: s.n(A, "pirate") == 5),
    ("Ruby is three years older than Sam, who didn't come as the wizard.",
     lambda s: s.n(A, "Ruby") == s.n(A, "Sam") + 3 and not s.same("Sam", "wizard")),
    ("The kite was won by the eight-year-old.", lambda s: s.n(A, "kite") == 8),
    ("The astronaut carried off the book token.", lambda s: s.same("astronaut", "book token")),
    ("Ollie is older than the scarecrow but younger than Ruby.",
     lambda s: s.n(A, "scarecrow") < s.n(A, "Ollie") < s.n(A, "Ruby")),
    ("The teddy bear wasn't won by Poppy.", lambda s: not s.same("teddy bear", "Poppy")),
]
QUESTIONS = [("How old is the wizard?", lambda s: s.v("Ages", "wizard"))]
NUM = "."
DOT = True
INTRO = ["Dressing Up",
         "Four children won prizes in the fancy dress parade at the Elmfield carnival. "
         "Each child is a different age, came as a different character and took home a different prize."]
OUTRO = []
REMARKS = INTRO + OUTRO
