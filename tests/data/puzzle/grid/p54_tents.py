# No category lines: five tents at a jamboree, four categories.  "at one end",
# "exactly one tent separates", "The blue tent, too, ..." (ellipsis on the
# previous clue).
H = "Tents"
def p(s, x):
    return s.n(H, x)
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Tents", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Scouts", ["Brazilian", "Icelander", "Indian", "Kenyan", "Mexican"]),
    ("Colours", ["blue", "green", "orange", "red", "yellow"]),
    ("Badges", ["astronomy", "cooking", "first aid", "knots", "map reading"]),
]
SOLUTION = [
    ("1", "Icelander", "orange", "knots"),
    ("2", "Kenyan", "yellow", "first aid"),
    ("3", "Mexican", "green", "astronomy"),
    ("4", "Brazilian", "red", "cooking"),
    ("5", "Indian", "blue", "map reading"),
]
CLUES = [
    ("The Icelander has the orange tent.", lambda s: s.same("Icelander", "orange")),
    ("The scout in the red tent is working for his cooking badge.", lambda s: s.same("red", "cooking")),
    ("The second tent from the left is yellow.", lambda s: p(s, "yellow") == 2),
    ("There is one tent between the Kenyan's and the red tent.", lambda s: abs(p(s, "Kenyan") - p(s, "red")) == 2),
    ("The orange tent is at one end of the row.", lambda s: p(s, "orange") in (1, 5)),
    ("The blue tent, too, stands at one end of the row.", lambda s: p(s, "blue") in (1, 5)),
    ("The scout doing his map reading badge is in the tent immediately to the right of the Brazilian's.", lambda s: p(s, "map reading") == p(s, "Brazilian") + 1),
    ("Exactly one tent separates the Icelander's from the Mexican's.", lambda s: abs(p(s, "Icelander") - p(s, "Mexican")) == 2),
    ("The Kenyan is working for his first aid badge.", lambda s: s.same("Kenyan", "first aid")),
    ("The Indian's tent is immediately to the right of the Brazilian's.", lambda s: p(s, "Indian") == p(s, "Brazilian") + 1),
    ("The boy who is learning his knots sleeps in an end tent.", lambda s: p(s, "knots") in (1, 5)),
    ("The astronomy badge is not being taken by the Brazilian.", lambda s: not s.same("astronomy", "Brazilian")),
]
QUESTIONS = [("Who sleeps in the green tent?", lambda s: s.v("Scouts", "green"))]
INTRO = ["At an international jamboree, five tents of different colours are pitched in a row, numbered 1 to 5 from left to right as you face them. In each sleeps a scout from a different country, and each scout is working for a different badge."]
REMARKS = INTRO
