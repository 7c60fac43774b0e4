Y = "Years"
P = "Prices"
CATEGORIES = [
    ("Collectors", ["Ferris", "Gwen", "Jasper", "Lorna"]),
    ("Signers", ["astronaut", "boxer", "jazz singer", "quarterback"]),
    ("Years", ["1961", "1968", "1975", "1982"], [1961, 1968, 1975, 1982]),
    ("Prices", ["$45", "$80", "$115", "$150"], [45, 80, 115, 150]),
]
SOLUTION = [
    ["Ferris", "boxer", "1968", "$150"],
    ["Gwen", "astronaut", "1961", "$115"],
    ["Jasper", "quarterback", "1982", "$45"],
    ["Lorna", "jazz singer", "1975", "$80"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The autograph signed in 1968 cost $35 more than Gwen's.",
     lambda s: s.n(P, "1968") == s.n(P, "Gwen") + 35),
    ("The quarterback's autograph is the most recent.",
     lambda s: s.same("quarterback", "1982")),
    ("Lorna's autograph was signed 7 years before Jasper's.",
     lambda s: s.n(Y, "Lorna") == s.n(Y, "Jasper") - 7),
    ("The $80 autograph is either the jazz singer's or the one Ferris bought.",
     lambda s: s.same("$80", "jazz singer") != s.same("$80", "Ferris")),
    ("Of the astronaut's autograph and the one signed in 1975, one belongs to Gwen and the other cost $80.",
     lambda s: one_other(s, "astronaut", "1975", "Gwen", "$80")),
    ("Jasper paid less than everyone else.",
     lambda s: s.n(P, "Jasper") == 45),
    ("Ferris doesn't own the astronaut's signature.",
     lambda s: not s.same("Ferris", "astronaut")),
]
NUM = "."
DOT = False
INTRO = ["Four collectors each bought one signed photo at a memorabilia show."]
OUTRO = []
REMARKS = INTRO + OUTRO
