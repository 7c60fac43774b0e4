# Programming-exercise style without category lines: a one-line intro, terse
# numbered clues; makes of car, film genres ("the horror fan", "likes
# thrillers") and holiday months. August occurs only in a question.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Names", ["Ana", "Ben", "Cai", "Dev", "Eli"]),
    ("Cars", ["Audi", "BMW", "Fiat", "Kia", "Mini"]),
    ("Genres", ["comedy", "horror", "musical", "thriller", "western"]),
    ("Months", ["April", "August", "July", "June", "October"]),
]
SOLUTION = [
    ("1", "Dev", "Kia", "western", "June"),
    ("2", "Ana", "Fiat", "horror", "August"),
    ("3", "Eli", "Mini", "comedy", "April"),
    ("4", "Ben", "Audi", "thriller", "October"),
    ("5", "Cai", "BMW", "musical", "July"),
]
INTRO = ["There are 5 houses in a row, numbered 1 to 5 from left to right. Each owner has a different name, car, favourite film genre and holiday month."]
CLUES = [
    ("Dev lives in house 1.", lambda s: h(s, "Dev") == 1),
    ("The Fiat driver likes horror films.", lambda s: s.same("Fiat", "horror")),
    ("Eli lives in the middle house.", lambda s: h(s, "Eli") == 3),
    ("The Audi owner lives directly right of the Mini owner.", lambda s: h(s, "Audi") == h(s, "Mini") + 1),
    ("Cai goes on holiday in July.", lambda s: s.same("Cai", "July")),
    ("The western fan lives next to the horror fan.", lambda s: nextto(s, "western", "horror")),
    ("Ben likes thrillers.", lambda s: s.same("Ben", "thriller")),
    ("The BMW is in the last house.", lambda s: h(s, "BMW") == 5),
    ("Eli drives a Mini.", lambda s: s.same("Eli", "Mini")),
    ("The comedy fan goes on holiday in April.", lambda s: s.same("comedy", "April")),
    ("Ana drives the Fiat.", lambda s: s.same("Ana", "Fiat")),
    ("The Kia owner goes away in June.", lambda s: s.same("Kia", "June")),
    ("The musical fan drives a BMW.", lambda s: s.same("musical", "BMW")),
    ("The October traveller lives next to Cai.", lambda s: nextto(s, "October", "Cai")),
]
QUESTIONS = [("Who goes on holiday in August?", lambda s: s.v("Names", "August")),
             ("Who likes westerns?", lambda s: s.v("Names", "western"))]
REMARKS = INTRO
