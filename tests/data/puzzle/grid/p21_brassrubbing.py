D = "Days"
CATEGORIES = [
    ("Friends", ["Gillian", "Hazel", "Ingrid", "Judith"]),
    ("Churches", ["St Agnes", "St Botolph", "St Cuthbert", "St Denys"]),
    ("Figures", ["bishop", "knight", "lady", "merchant"]),
    ("Days", ["Tuesday", "Wednesday", "Thursday", "Friday"]),
]
SOLUTION = [
    ["Gillian", "St Denys", "knight", "Wednesday"],
    ["Hazel", "St Agnes", "lady", "Friday"],
    ["Ingrid", "St Botolph", "merchant", "Tuesday"],
    ["Judith", "St Cuthbert", "bishop", "Thursday"],
]
CLUES = [
    ("The knight was rubbed the day after Ingrid's visit.", lambda s: s.n(D, "knight") == s.n(D, "Ingrid") + 1),
    ("Hazel went to St Agnes, later in the week than any of the others.",
     lambda s: s.same("Hazel", "St Agnes") and s.n(D, "Hazel") == 4),
    ("The brass of the bishop is in St Cuthbert's.", lambda s: s.same("bishop", "St Cuthbert")),
    ("The merchant was rubbed two days before the bishop.",
     lambda s: s.n(D, "merchant") == s.n(D, "bishop") - 2),
    ("Gillian's church wasn't St Botolph.", lambda s: not s.same("Gillian", "St Botolph")),
    ("Gillian went out the day before Judith.", lambda s: s.n(D, "Gillian") == s.n(D, "Judith") - 1),
    ("Ingrid went earlier in the week than Judith.", lambda s: s.n(D, "Ingrid") < s.n(D, "Judith")),
]
NUM = "."
DOT = False
INTRO = ["Rubbing Along",
         "During the half-term holiday, four friends each spent a day taking brass rubbings in a different village church. "
         "Each went on a different day, from Tuesday to Friday, and came home with a rubbing of a different figure."]
OUTRO = []
REMARKS = INTRO + OUTRO
