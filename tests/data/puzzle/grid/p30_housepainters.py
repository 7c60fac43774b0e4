D = "Dates"
CATEGORIES = [
    ("Painters", ["Lenny", "Marco", "Nadia", "Odette", "Pavel"]),
    ("Colors", ["beige", "gray", "green", "white", "yellow"]),
    ("Streets", ["Alder Road", "Birch Lane", "Cedar Court", "Maple Drive", "Willow Way"]),
    ("Dates", ["June 2", "June 9", "June 16", "June 23", "June 30"], [2, 9, 16, 23, 30]),
]
SOLUTION = [
    ["Lenny", "white", "Cedar Court", "June 16"],
    ["Marco", "green", "Willow Way", "June 2"],
    ["Nadia", "yellow", "Alder Road", "June 30"],
    ["Odette", "gray", "Maple Drive", "June 9"],
    ["Pavel", "beige", "Birch Lane", "June 23"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The house on Birch Lane was finished 1 week after Lenny's job.",
     lambda s: s.n(D, "Birch Lane") == s.n(D, "Lenny") + 7),
    ("The gray house was either Marco's job or the one finished on June 9.",
     lambda s: s.same("gray", "Marco") != s.same("gray", "June 9")),
    ("Of the Alder Road house and the green house, one was painted by Nadia and the other was finished on June 2.",
     lambda s: one_other(s, "Alder Road", "green", "Nadia", "June 2")),
    ("Nadia's job was the last one to be finished.",
     lambda s: s.same("Nadia", "June 30")),
    ("The white house was finished 2 weeks after the Willow Way house.",
     lambda s: s.n(D, "white") == s.n(D, "Willow Way") + 14),
    ("Neither Odette nor Pavel painted a house yellow.",
     lambda s: not s.same("Odette", "yellow") and not s.same("Pavel", "yellow")),
    ("The Maple Drive job was finished before the beige house.",
     lambda s: s.n(D, "Maple Drive") < s.n(D, "beige")),
    ("Lenny didn't paint the house on Maple Drive.",
     lambda s: not s.same("Lenny", "Maple Drive")),
    ("Odette didn't finish 2 weeks before Lenny.",
     lambda s: s.n(D, "Odette") != s.n(D, "Lenny") - 14),
    ("The five painters are Marco, the painter of the beige house, the one who worked on Cedar Court, the one who finished on June 9 and Nadia.",
     lambda s: distinct(s, "Marco", "beige", "Cedar Court", "June 9", "Nadia")),
    ("Marco's job was finished 3 weeks before Pavel's.",
     lambda s: s.n(D, "Marco") == s.n(D, "Pavel") - 21),
    ("Odette wrapped up her job before Lenny did.",
     lambda s: s.n(D, "Odette") < s.n(D, "Lenny")),
    ("Pavel's job was either the beige house or the one on Cedar Court.",
     lambda s: s.same("Pavel", "beige") != s.same("Pavel", "Cedar Court")),
]
NUM = None
DOT = False
INTRO = ["Five house painters each finished one job this June."]
OUTRO = []
REMARKS = INTRO + OUTRO
