M = "Months"
CATEGORIES = [
    ("Ships", ["Aurora", "Corvina", "Halcyon", "Vela"]),
    ("Months", ["March", "April", "May", "June"]),
    ("Builders", ["Brandt", "Kessler", "Norcorp", "Seaworks"]),
    ("Ports", ["Bilbao", "Cork", "Genoa", "Oslo"]),
]
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CLUES = [
    ("The Vela is either the ship launched in April or the ship built by Seaworks.",
     lambda s: s.same("Vela", "April") != s.same("Vela", "Seaworks")),
    ("The ship built by Kessler was launched 1 month after the Vela.",
     lambda s: s.n(M, "Kessler") == s.n(M, "Vela") + 1),
    ("Of the Corvina and the ship bound for Cork, one was built by Seaworks and the other was launched in June.",
     lambda s: one_of(s, "Corvina", "Cork", "Seaworks", "June")),
    ("The Halcyon wasn't built by Norcorp.", lambda s: not s.same("Halcyon", "Norcorp")),
    ("The ship bound for Genoa was launched sometime after the ship bound for Oslo.",
     lambda s: s.n(M, "Genoa") > s.n(M, "Oslo")),
    ("The ship bound for Bilbao was launched 2 months before the Halcyon.",
     lambda s: s.n(M, "Bilbao") == s.n(M, "Halcyon") - 2),
    ("The Aurora was launched before the Halcyon.", lambda s: s.n(M, "Aurora") < s.n(M, "Halcyon")),
]
QUESTIONS = [("Which ship was built by Brandt?", lambda s: s.v("Ships", "Brandt"))]
