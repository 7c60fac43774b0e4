H = "Hours"
CATEGORIES = [
    ("Clients", ["Annika", "Bertrand", "Clarissa", "Darnell", "Evangeline"]),
    ("Occasions", ["anniversary", "birthday", "concert", "prom", "wedding"]),
    ("Hours", ["2 hours", "3 hours", "4 hours", "5 hours", "6 hours"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Annika", "birthday", "3 hours"],
    ["Bertrand", "wedding", "6 hours"],
    ["Clarissa", "prom", "5 hours"],
    ["Darnell", "concert", "2 hours"],
    ["Evangeline", "anniversary", "4 hours"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The wedding limo was booked for 3 hours longer than Annika's.",
     lambda s: s.n(H, "wedding") == s.n(H, "Annika") + 3),
    ("The shortest booking was for the concert.",
     lambda s: s.same("2 hours", "concert")),
    ("Clarissa's rental lasted 1 hour longer than the anniversary booking.",
     lambda s: s.n(H, "Clarissa") == s.n(H, "anniversary") + 1),
    ("The 4-hour booking was either Darnell's or the one for the anniversary.",
     lambda s: s.same("4 hours", "Darnell") != s.same("4 hours", "anniversary")),
    ("Of Bertrand and the client who booked for the prom, one had the limo for 6 hours and the other for 5 hours.",
     lambda s: one_other(s, "Bertrand", "prom", "6 hours", "5 hours")),
    ("Neither Annika nor Evangeline booked the limo for the prom.",
     lambda s: not s.same("Annika", "prom") and not s.same("Evangeline", "prom")),
    ("Evangeline's booking was longer than Annika's.",
     lambda s: s.n(H, "Evangeline") > s.n(H, "Annika")),
]
QUESTIONS = [("Who booked the limo for the birthday?", lambda s: s.v("Clients", "birthday"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
