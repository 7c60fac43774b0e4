R = "Rounds"
CATEGORIES = [
    ("Rounds", ["1", "2", "3", "4", "5"]),
    ("Opponents", ["Garcia", "Holm", "Ito", "Jovanovic", "Keller"]),
    ("Openings", ["English", "French", "Italian", "Sicilian", "Slav"]),
]
CLUES = [
    ("Holm was played in the final round.", lambda s: s.n(R, "Holm") == 5),
    ("The French game came immediately after the Sicilian.", lambda s: s.n(R, "French") == s.n(R, "Sicilian") + 1),
    ("Garcia was played two rounds before Holm.", lambda s: s.n(R, "Garcia") == s.n(R, "Holm") - 2),
    ("Ito was played sometime before the Slav game.", lambda s: s.n(R, "Ito") < s.n(R, "Slav")),
    ("Either Keller or Jovanovic played the English.",
     lambda s: s.same("Keller", "English") != s.same("Jovanovic", "English")),
    ("The game against Keller was in round 2.", lambda s: s.n(R, "Keller") == 2),
    ("The English was played in the round after the Slav.", lambda s: s.n(R, "English") == s.n(R, "Slav") + 1),
]
