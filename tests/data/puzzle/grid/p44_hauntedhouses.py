P = "Tickets"
CATEGORIES = [
    ("Attractions", ["Bleak Manor", "Crypt Keep", "Gallows Inn", "Raven Hall"]),
    ("Towns", ["Ashford", "Bramley", "Crestwood", "Dunmore"]),
    ("Scares", ["clowns", "mirrors", "spiders", "zombies"]),
    ("Tickets", ["$12", "$15", "$18", "$21"], [12, 15, 18, 21]),
]
SOLUTION = [
    ["Bleak Manor", "Dunmore", "zombies", "$18"],
    ["Crypt Keep", "Ashford", "spiders", "$12"],
    ["Gallows Inn", "Crestwood", "clowns", "$21"],
    ["Raven Hall", "Bramley", "mirrors", "$15"],
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
    ("The house with the clowns charges $6 more than Raven Hall.", lambda s: s.n(P, "clowns") == s.n(P, "Raven Hall") + 6),
    ("Crypt Keep has the cheapest tickets.", lambda s: s.n(P, "Crypt Keep") == 12),
    ("The Bramley attraction is either the one with the mirrors or Bleak Manor.", lambda s: either(s, "Bramley", "mirrors", "Bleak Manor")),
    ("The zombie house costs $3 less than the Crestwood house.", lambda s: s.n(P, "zombies") == s.n(P, "Crestwood") - 3),
    ("Raven Hall isn't in Ashford.", lambda s: not s.same("Raven Hall", "Ashford")),
    ("The spider house doesn't charge $15.", lambda s: not s.same("spiders", "$15")),
    ("Dunmore's haunted house costs more than Ashford's.", lambda s: s.n(P, "Dunmore") > s.n(P, "Ashford")),
    ("Gallows Inn charges $6 more than the attraction in Bramley.", lambda s: s.n(P, "Gallows Inn") == s.n(P, "Bramley") + 6),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
