P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Marge", "Nellie", "Polly", "Ruthie"]),
    ("Colors", ["cream", "green", "navy", "red"]),
    ("Styles", ["cardigan", "crewneck", "turtleneck", "V-neck"]),
    ("Prices", ["$18", "$24", "$30", "$36"], [18, 24, 30, 36]),
]
SOLUTION = [
    ["Marge", "green", "V-neck", "$30"],
    ["Nellie", "cream", "cardigan", "$36"],
    ["Polly", "navy", "turtleneck", "$18"],
    ["Ruthie", "red", "crewneck", "$24"],
]
CLUES = [
    ("The cardigan cost the most.", lambda s: s.n(P, "cardigan") == 36),
    ("Polly's sweater cost $6 less than the red one.", lambda s: s.n(P, "Polly") == s.n(P, "red") - 6),
    ("The navy sweater is a turtleneck.", lambda s: s.same("navy", "turtleneck")),
    ("Marge paid $6 more than Ruthie.", lambda s: s.n(P, "Marge") == s.n(P, "Ruthie") + 6),
    ("The green sweater cost $12 more than the navy one.", lambda s: s.n(P, "green") == s.n(P, "navy") + 12),
    ("Nellie spent more than Polly did.", lambda s: s.n(P, "Nellie") > s.n(P, "Polly")),
    ("The V-neck isn't cream, and Ruthie didn't buy it.", lambda s: not s.same("V-neck", "cream") and not s.same("V-neck", "Ruthie")),
    ("Nellie bought neither the red sweater nor the green one.",
     lambda s: not s.same("Nellie", "red") and not s.same("Nellie", "green")),
]
QUESTIONS = [("What style of sweater did Ruthie buy?", lambda s: s.v("Styles", "Ruthie"))]
NUM = "."
INTRO = ["Four friends went to the end-of-season sale at Kessler's Department Store, and each came home with one sweater. No two sweaters were the same color, the same style, or the same price."]
OUTRO = []
REMARKS = INTRO + OUTRO
