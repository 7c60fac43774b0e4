# p52_library: 3x4, easy; due dates.
# solution:
#   Mabel | mystery | June 17
#   Nigel | atlas | June 3
#   Odette | biography | June 24
#   Percy | cookbook | June 10
D = "Due dates"
CATEGORIES = [
    ("Borrowers", ["Mabel", "Nigel", "Odette", "Percy"]),
    ("Books", ["atlas", "biography", "cookbook", "mystery"]),
    ("Due dates", ["June 3", "June 10", "June 17", "June 24"], [3, 10, 17, 24]),
]
INTRO = ["Four library patrons each have one book checked out, and the four books are due back "
         "on four different dates."]
OUTRO = ['Find out which book each patron borrowed and when it is due.']
REMARKS = INTRO + OUTRO


def d(s, x):
    return s.n(D, x)


CLUES = [
    ("The cookbook is due a week before Mabel's book.", lambda s: d(s, "cookbook") == d(s, "Mabel") - 7),
    ("Nigel's book is due first.", lambda s: d(s, "Nigel") == 3),
    ("Odette didn't borrow the cookbook or the mystery.",
     lambda s: not s.same("Odette", "cookbook") and not s.same("Odette", "mystery")),
    ("Nigel borrowed neither the mystery nor the cookbook.",
     lambda s: not s.same("Nigel", "mystery") and not s.same("Nigel", "cookbook")),
    ("The biography is due later than the mystery.", lambda s: d(s, "biography") > d(s, "mystery")),
]
