V = "Shares"
def v(s, x):
    return s.n(V, x)
CATEGORIES = [
    ("Candidates", ["Adaeze Nwosu", "Brendan Kyle", "Carmen Ruiz", "Dieter Vogt"]),
    ("Shares", ["12.5%", "18%", "25%", "44.5%"], [125, 180, 250, 445]),
    ("Rosettes", ["green", "orange", "purple", "yellow"]),
]
CLUES = [
    ("Carmen Ruiz won exactly twice the share of the candidate in orange.",
     lambda s: v(s, "Carmen Ruiz") == 2 * v(s, "orange")),
    ("The yellow candidate finished 5.5 points ahead of Brendan Kyle.",
     lambda s: v(s, "yellow") == v(s, "Brendan Kyle") + 55),
    ("The candidate with the largest share wore purple.", lambda s: v(s, "purple") == 445),
    ("Dieter Vogt polled less than the green candidate.", lambda s: v(s, "Dieter Vogt") < v(s, "green")),
]
