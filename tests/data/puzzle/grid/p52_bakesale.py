# p52_bakesale: 3x4, easy.
# solution:
#   Abby | fudge | $3.50
#   Carl | brownies | $2.50
#   Dolores | snickerdoodles | $4.00
#   Evan | lemon bars | $3.00
P = "Prices"
CATEGORIES = [
    ("Bakers", ["Abby", "Carl", "Dolores", "Evan"]),
    ("Treats", ["brownies", "fudge", "lemon bars", "snickerdoodles"]),
    ("Prices", ["$2.50", "$3.00", "$3.50", "$4.00"], [250, 300, 350, 400]),
]
INTRO = ["Four neighbors each baked a different treat for the school bake sale, "
         "and each put a different price on a plate of it."]
REMARKS = INTRO


def c(s, x):
    return s.n(P, x)


CLUES = [
    ("The lemon bars cost 50 cents more than Carl's treat.",
     lambda s: c(s, "lemon bars") == c(s, "Carl") + 50),
    ("Dolores charged more than Abby.", lambda s: c(s, "Dolores") > c(s, "Abby")),
    ("Abby's plate was priced a dollar higher than the brownies.",
     lambda s: c(s, "Abby") == c(s, "brownies") + 100),
    ("Of Carl and the baker who made the fudge, one charged $3.50 and the other charged $2.50.",
     lambda s: not s.same("Carl", "fudge")
     and {s.v(P, "Carl"), s.v(P, "fudge")} == {"$3.50", "$2.50"}),
]
QUESTIONS = [("How much was a plate of lemon bars?", lambda s: s.v(P, "lemon bars"))]
