Y = "Years"
CATEGORIES = [
    ("Donors", ["Beau", "Clara", "Dexter", "Elsa", "Fern"]),
    ("Parks", ["Ashby Green", "Cole Park", "Hunter Square", "Linden Commons", "Mercer Field"]),
    ("Woods", ["cedar", "maple", "oak", "teak", "walnut"]),
    ("Years", ["2015", "2016", "2017", "2018", "2019"], [2015, 2016, 2017, 2018, 2019]),
]
SOLUTION = [
    ["Beau", "Linden Commons", "oak", "2017"],
    ["Clara", "Mercer Field", "teak", "2015"],
    ["Dexter", "Cole Park", "cedar", "2019"],
    ["Elsa", "Hunter Square", "walnut", "2016"],
    ["Fern", "Ashby Green", "maple", "2018"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
def neither(s, a, b, x):
    return not s.same(a, b) and not s.same(a, x) and not s.same(b, x)
def distinct(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The teak bench was installed one year before Elsa's.", lambda s: s.n(Y, "teak") == s.n(Y, "Elsa") - 1),
    ("The bench in Cole Park is the most recent.", lambda s: s.n(Y, "Cole Park") == 2019),
    ("Dexter's bench was installed 2 years after Beau's.", lambda s: s.n(Y, "Dexter") == s.n(Y, "Beau") + 2),
    ("The walnut bench is either in Hunter Square or in Mercer Field.", lambda s: s.same("walnut", "Hunter Square") or s.same("walnut", "Mercer Field")),
    ("Fern's bench was installed sometime after the oak bench.", lambda s: s.n(Y, "Fern") > s.n(Y, "oak")),
    ("Of Beau and the donor of the maple bench, one paid for the bench in Linden Commons and the other's bench was installed in 2018.",
     lambda s: one_other(s, "Beau", "maple", "Linden Commons", "2018")),
    ("Clara's bench isn't made of cedar or oak.", lambda s: not s.same("Clara", "cedar") and not s.same("Clara", "oak")),
    ("The Ashby Green bench was installed 3 years after the Mercer Field bench.", lambda s: s.n(Y, "Ashby Green") == s.n(Y, "Mercer Field") + 3),
    ("Neither the cedar bench nor Elsa's bench is in Linden Commons.", lambda s: neither(s, "cedar", "Elsa", "Linden Commons")),
    ("Dexter's bench isn't made of maple.", lambda s: not s.same("Dexter", "maple")),
]
NUM = "."
DOT = False
INTRO = ["Five people each paid for a memorial bench in a different city park."]
OUTRO = []
REMARKS = INTRO + OUTRO
