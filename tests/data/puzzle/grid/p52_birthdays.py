# p52_birthdays: 3x4, easy; months.
# solution:
#   Hannah | November | scarf
#   Isaac | May | watch
#   Julia | February | headphones
#   Kevin | August | board game
M = "Months"
CATEGORIES = [
    ("Friends", ["Hannah", "Isaac", "Julia", "Kevin"]),
    ("Months", ["February", "May", "August", "November"], [2, 5, 8, 11]),
    ("Gifts", ["board game", "headphones", "scarf", "watch"]),
]
INTRO = ["Four friends were born in four different months, and each got a different "
         "present for a birthday last year."]
REMARKS = INTRO


def m(s, x):
    return s.n(M, x)


CLUES = [
    ("Julia's birthday comes earliest in the year.", lambda s: m(s, "Julia") == 2),
    ("The friend who got the watch has a birthday three months before Kevin's.",
     lambda s: m(s, "watch") == m(s, "Kevin") - 3),
    ("Neither Hannah nor Julia got the board game.",
     lambda s: not s.same("Hannah", "board game") and not s.same("Julia", "board game")),
    ("Hannah's birthday falls later in the year than Kevin's.", lambda s: m(s, "Hannah") > m(s, "Kevin")),
    ("Julia didn't get the watch.", lambda s: not s.same("Julia", "watch")),
    ("The scarf went to a friend born later in the year than Isaac.",
     lambda s: m(s, "scarf") > m(s, "Isaac")),
]
