D = "Dates"
T = "Times"
def d(s, x):
    return s.n(D, x)
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Solvers", ["Hector", "Imelda", "Jasper", "Kitty"]),
    ("Dates", ["2nd June", "9th June", "16th June", "23rd June"], [2, 9, 16, 23]),
    ("Times", ["11 min", "14 min", "17 min", "20 min"], [11, 14, 17, 20]),
    ("Pens", ["biro", "felt tip", "fountain pen", "pencil"]),
]
CLUES = [
    ("The quickest time was set on the 23rd.", lambda s: t(s, "23rd June") == 11),
    ("Imelda took 3 min longer than Kitty.", lambda s: t(s, "Imelda") == t(s, "Kitty") + 3),
    ("The pencil was used a week after the biro.", lambda s: d(s, "pencil") == d(s, "biro") + 7),
    ("The fountain pen was used a fortnight before the pencil.", lambda s: d(s, "fountain pen") == d(s, "pencil") - 14),
    ("Jasper finished 3 min faster than Hector.", lambda s: t(s, "Jasper") == t(s, "Hector") - 3),
    ("Kitty solved hers the week after Imelda.", lambda s: d(s, "Kitty") == d(s, "Imelda") + 7),
    ("Imelda's was the slowest solve of the four.", lambda s: t(s, "Imelda") == 20),
    ("The 14-minute solve was done in pencil.", lambda s: s.same("14 min", "pencil")),
]
REMARKS = ["Four regulars, four Saturday prize puzzles in June, one each. Times are to the nearest minute."]
