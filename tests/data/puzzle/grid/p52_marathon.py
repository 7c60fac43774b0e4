# p52_marathon: 4x5, challenging; finishing times in h:mm.
# solution:
#   Gail | 3:19 | orange | Utica
#   Hector | 3:05 | white | Ithaca
#   Irene | 3:33 | green | Albany
#   Jamal | 3:26 | yellow | Syracuse
#   Kristy | 3:12 | purple | Buffalo
T = "Times"
CATEGORIES = [
    ("Runners", ["Gail", "Hector", "Irene", "Jamal", "Kristy"]),
    ("Times", ["3:05", "3:12", "3:19", "3:26", "3:33"], [185, 192, 199, 206, 213]),
    ("Shirts", ["green", "orange", "purple", "white", "yellow"]),
    ("Hometowns", ["Albany", "Buffalo", "Ithaca", "Syracuse", "Utica"]),
]
INTRO = ["Five members of an upstate running club finished this year's city marathon. "
         "Each wore a different club shirt and each came from a different town."]
OUTRO = ["Match each runner to a finishing time, shirt color and hometown."]
REMARKS = INTRO + OUTRO


def t(s, x):
    return s.n(T, x)


CLUES = [
    ("The runner from Ithaca finished 14 minutes ahead of Gail.",
     lambda s: t(s, "Ithaca") == t(s, "Gail") - 14),
    ("Kristy, who wasn't wearing white, crossed the line sometime before the runner in yellow.",
     lambda s: not s.same("Kristy", "white") and t(s, "Kristy") < t(s, "yellow")),
    ("The five runners were Irene, the one in orange, the runner from Buffalo, "
     "the one who finished in 3:26, and the runner in white.",
     lambda s: len({s.e("Irene"), s.e("orange"), s.e("Buffalo"), s.e("3:26"), s.e("white")}) == 5),
    ("Neither Jamal nor the runner from Albany wore purple.",
     lambda s: not s.same("Jamal", "purple") and not s.same("Albany", "purple")),
    ("The Syracuse runner finished 7 minutes after the Utica runner.",
     lambda s: t(s, "Syracuse") == t(s, "Utica") + 7),
    ("The runner in green was the slowest of the five.", lambda s: t(s, "green") == 213),
    ("Either Hector or the runner in purple finished in 3:05.",
     lambda s: s.same("Hector", "3:05") != s.same("purple", "3:05")),
    ("Irene, who isn't from Syracuse, finished 7 minutes behind Jamal.",
     lambda s: not s.same("Irene", "Syracuse") and t(s, "Irene") == t(s, "Jamal") + 7),
    ("The Buffalo runner came in 7 minutes after the runner in white.",
     lambda s: t(s, "Buffalo") == t(s, "white") + 7),
]
