# App style: terse, numbered 1), no intro.
T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = "1)"
DOT = False
CATEGORIES = [
    ("Runners", ["Kofi", "Lena", "Milo", "Nadia"]),
    ("Clubs", ["Hawks", "Otters", "Ravens", "Stags"]),
    ("Times", ["38 minutes", "41 minutes", "44 minutes", "47 minutes"], [38, 41, 44, 47]),
    ("Bibs", ["bib 12", "bib 27", "bib 33", "bib 48"]),
]
SOLUTION = [("Kofi", "Ravens", "44 minutes", "bib 33"), ("Lena", "Hawks", "38 minutes", "bib 48"),
            ("Milo", "Stags", "47 minutes", "bib 12"), ("Nadia", "Otters", "41 minutes", "bib 27")]
CLUES = [
    ("The runner from the Hawks was fastest.", lambda s: t(s, "Hawks") == 38),
    ("Kofi finished 3 minutes slower than Nadia.", lambda s: t(s, "Kofi") == t(s, "Nadia") + 3),
    ("The runner wearing bib 12 took 47 minutes.", lambda s: s.same("bib 12", "47 minutes")),
    ("Of Lena and the runner wearing bib 27, one ran for the Hawks and the other took 41 minutes.",
     lambda s: not s.same("Lena", "bib 27") and ((s.same("Lena", "Hawks") and s.same("bib 27", "41 minutes")) or (s.same("bib 27", "Hawks") and s.same("Lena", "41 minutes")))),
    ("Milo is not in the Otters.", lambda s: not s.same("Milo", "Otters")),
    ("The Ravens runner finished before Milo.", lambda s: t(s, "Ravens") < t(s, "Milo")),
    ("Kofi wasn't wearing bib 48.", lambda s: not s.same("Kofi", "bib 48")),
    ("Either Nadia or Milo ran for the Stags.", lambda s: s.same("Nadia", "Stags") != s.same("Milo", "Stags")),
    ("The Otters runner finished 3 minutes before Kofi.", lambda s: t(s, "Otters") == t(s, "Kofi") - 3),
]
