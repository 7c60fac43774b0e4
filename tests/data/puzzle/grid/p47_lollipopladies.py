Y = "Service"
CATEGORIES = [
    ("Patrols", ["Mrs Barker", "Mr Eade", "Mrs Goss", "Miss Kaye"]),
    ("Schools", ["Holy Trinity", "Manor Road", "Oak Farm", "St Anne's"]),
    ("Service", ["6 years", "9 years", "12 years", "15 years"], [6, 9, 12, 15]),
    ("Crossings", ["Bath Road", "Church Lane", "High Street", "London Road"]),
]
SOLUTION = [
    ["Mrs Barker", "Oak Farm", "15 years", "London Road"],
    ["Mr Eade", "St Anne's", "6 years", "Church Lane"],
    ["Mrs Goss", "Manor Road", "9 years", "High Street"],
    ["Miss Kaye", "Holy Trinity", "12 years", "Bath Road"],
]
def four(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The four patrols are Mrs Barker, the one outside St Anne's, the one who has done the job for 12 years, and the one on the High Street.",
     lambda s: four(s, "Mrs Barker", "St Anne's", "12 years", "High Street")),
    ("Mr Eade has been in the job three years less than Mrs Goss.", lambda s: s.n(Y, "Mr Eade") == s.n(Y, "Mrs Goss") - 3),
    ("The patrol on Bath Road has served exactly twice as long as Mr Eade.", lambda s: s.n(Y, "Bath Road") == 2 * s.n(Y, "Mr Eade")),
    ("Mrs Barker has served the longest, but not at Manor Road.",
     lambda s: s.n(Y, "Mrs Barker") == 15 and not s.same("Mrs Barker", "Manor Road")),
    ("The Oak Farm children cross London Road.", lambda s: s.same("Oak Farm", "London Road")),
    ("Church Lane's patrol has been there less time than the one at Manor Road.", lambda s: s.n(Y, "Church Lane") < s.n(Y, "Manor Road")),
    ("Miss Kaye doesn't work at Manor Road, and Mr Eade's crossing isn't on the High Street.",
     lambda s: not s.same("Miss Kaye", "Manor Road") and not s.same("Mr Eade", "High Street")),
]
QUESTIONS = [("Which school does Miss Kaye see across the road?", lambda s: s.v("Schools", "Miss Kaye"))]
NUM = "."
INTRO = ["Four school crossing patrols, known to every child in Kettering as lollipop men and ladies, were thanked at the council's annual road safety evening.",
         "Each works outside a different primary school, at a crossing on a different road, and each has done the job for a different length of time."]
OUTRO = []
REMARKS = INTRO + OUTRO
