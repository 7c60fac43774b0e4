P = "Prices"
CATEGORIES = [
    ("Coworkers", ["Joan", "John", "Lena", "Reggie"]),
    ("Lunches", ["burrito", "curry", "salad", "soup"]),
    ("Prices", ["$7.50", "$8.25", "$9.00", "$9.75"], [750, 825, 900, 975]),
]
CLUES = [
    ("Lena had the salad, which was the cheapest lunch.",
     lambda s: s.same("Lena", "salad") and s.n(P, "salad") == 750),
    ("Reggie paid the most.", lambda s: s.n(P, "Reggie") == 975),
    ("The curry cost 75 cents more than the burrito.", lambda s: s.n(P, "curry") == s.n(P, "burrito") + 75),
    ("The soup cost more than the curry.", lambda s: s.n(P, "soup") > s.n(P, "curry")),
]
BAD = (3, "Jon's lunch cost 75 cents more than the salad.")
REFUSED = {BAD[1]: {
    "'John's lunch ...'": lambda s: s.n(P, "John") == s.n(P, "salad") + 75,
    "'Joan's lunch ...'": lambda s: s.n(P, "Joan") == s.n(P, "salad") + 75,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four coworkers each ordered a different lunch from the deli."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Jon's lunch cost 75 cents more than the salad.", must be refused: there
is no Jon. The name is one letter away from both John and Joan, so it cannot be
corrected with any confidence. Without the clue the puzzle has two solutions (John
and Joan share the $8.25 burrito and the $9.00 curry between them). A reader that
matches "Jon" to the nearest name and picks John answers confidently that John had
the burrito; matched to Joan, the clue gives the other solution."""
