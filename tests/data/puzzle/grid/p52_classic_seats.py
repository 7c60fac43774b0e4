# p52_classic_seats: 4x5, medium; positions first, ages.
# solution:
#   1 | Freya | pretzel | 23
#   2 | Chester | popcorn | 27
#   3 | Bianca | nachos | 19
#   4 | Ernesto | candy | 25
#   5 | Delia | ice cream | 21
S = "Seats"
A = "Ages"
CATEGORIES = [
    ("Seats", ["1", "2", "3", "4", "5"]),
    ("Friends", ["Bianca", "Chester", "Delia", "Ernesto", "Freya"]),
    ("Snacks", ["candy", "ice cream", "nachos", "popcorn", "pretzel"]),
    ("Ages", ["19", "21", "23", "25", "27"], [19, 21, 23, 25, 27]),
]
INTRO = ["Five friends of different ages took seats 1 to 5, left to right, in one row at "
         "the movies, and each bought a different snack."]
REMARKS = INTRO


def p(s, x):
    return s.n(S, x)


def a(s, x):
    return s.n(A, x)


CLUES = [
    ("The oldest friend sat directly to the left of the youngest.", lambda s: p(s, "27") == p(s, "19") - 1),
    ("Bianca sat between Chester and Delia.",
     lambda s: min(p(s, "Chester"), p(s, "Delia")) < p(s, "Bianca") < max(p(s, "Chester"), p(s, "Delia"))),
    ("Freya, who didn't get popcorn, sat in an end seat.",
     lambda s: not s.same("Freya", "popcorn") and p(s, "Freya") in (1, 5)),
    ("The one eating nachos is 6 years younger than Ernesto.", lambda s: a(s, "nachos") == a(s, "Ernesto") - 6),
    ("Delia sat at least two seats away from the popcorn eater.", lambda s: abs(p(s, "Delia") - p(s, "popcorn")) >= 2),
    ("The ice cream was eaten by someone in an end seat.", lambda s: p(s, "ice cream") in (1, 5)),
    ("Chester is 8 years older than Bianca.", lambda s: a(s, "Chester") == a(s, "Bianca") + 8),
    ("The pretzel eater is 2 years older than Delia.", lambda s: a(s, "pretzel") == a(s, "Delia") + 2),
    ("Freya is older than Delia.", lambda s: a(s, "Freya") > a(s, "Delia")),
    ("Ernesto sat next to the person with the ice cream.", lambda s: abs(p(s, "Ernesto") - p(s, "ice cream")) == 1),
]
