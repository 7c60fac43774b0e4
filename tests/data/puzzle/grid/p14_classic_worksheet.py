# School worksheet without category lines: four houses, an intro that says
# which end is house 1, short numbered clues; grapes and the goldfish occur
# only in the questions.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Children", ["Mia", "Noah", "Ollie", "Priya"]),
    ("Pets", ["cat", "dog", "goldfish", "rabbit"]),
    ("Fruit", ["apples", "bananas", "grapes", "pears"]),
]
SOLUTION = [
    ("1", "Noah", "rabbit", "grapes"),
    ("2", "Priya", "cat", "apples"),
    ("3", "Mia", "dog", "bananas"),
    ("4", "Ollie", "goldfish", "pears"),
]
INTRO = ["Four children live in four houses on the same street. House 1 is on the left and house 4 is on the right. Each child has one pet and a favourite fruit. Use the clues to find out who lives where."]
CLUES = [
    ("Mia lives in house 3.", lambda s: h(s, "Mia") == 3),
    ("The child with the cat lives next door to Mia.", lambda s: nextto(s, "cat", "Mia")),
    ("Ollie lives in the last house.", lambda s: h(s, "Ollie") == 4),
    ("Noah has a rabbit.", lambda s: s.same("Noah", "rabbit")),
    ("The dog lives in house 3.", lambda s: h(s, "dog") == 3),
    ("The child who likes bananas has a dog.", lambda s: s.same("bananas", "dog")),
    ("Priya likes apples.", lambda s: s.same("Priya", "apples")),
    ("The rabbit lives in house 1.", lambda s: h(s, "rabbit") == 1),
    ("The cat does not live in the last house.", lambda s: h(s, "cat") != 4),
    ("Noah does not like pears.", lambda s: not s.same("Noah", "pears")),
]
QUESTIONS = [("Who has the goldfish?", lambda s: s.v("Children", "goldfish")),
             ("Who likes grapes?", lambda s: s.v("Children", "grapes"))]
REMARKS = INTRO
