T = "Times"
CATEGORIES = [
    ("Runners", ["Farah", "Gwen", "Hugo", "Ines", "Jonah"]),
    ("Times", ["21 minutes", "23 minutes", "25 minutes", "27 minutes", "29 minutes"],
     [21, 23, 25, 27, 29]),
    ("Shirts", ["green", "orange", "purple", "white", "yellow"]),
]
CLUES = [
    ("Gwen finished 2 minutes faster than Ines.", lambda s: s.n(T, "Gwen") == s.n(T, "Ines") - 2),
    ("The runner in the purple shirt finished sometime after Farah.",
     lambda s: s.n(T, "purple") > s.n(T, "Farah")),
    ("The runner in orange finished last.", lambda s: s.n(T, "orange") == 29),
    ("Either Farah or Jonah wore green.", lambda s: s.same("Farah", "green") or s.same("Jonah", "green")),
    ("The runner who took 23 minutes wore yellow.", lambda s: s.same("23 minutes", "yellow")),
    ("Jonah took 2 minutes longer than the runner in green.",
     lambda s: s.n(T, "Jonah") == s.n(T, "green") + 2),
    ("Ines was faster than Jonah.", lambda s: s.n(T, "Ines") < s.n(T, "Jonah")),
]
QUESTIONS = [("Who wore purple?", lambda s: s.v("Runners", "purple"))]
