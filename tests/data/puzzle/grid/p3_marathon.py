T = "Times"
CATEGORIES = [
    ("Runners", ["Anya", "Bruno", "Chidi", "Dagny", "Emil"]),
    ("Cities", ["Lima", "Oslo", "Perth", "Quito", "Riga"]),
    ("Times", ["2:41", "2:44", "2:47", "2:50", "2:53"], [161, 164, 167, 170, 173]),
]
CLUES = [
    ("The runner who came in third is from Perth.", lambda s: s.n(T, "Perth") == 167),
    ("The one from Oslo finished 3 minutes ahead of Dagny.",
     lambda s: s.n(T, "Oslo") == s.n(T, "Dagny") - 3),
    ("Emil didn't finish last.", lambda s: s.n(T, "Emil") != 173),
    ("Anya finished 6 minutes behind Bruno.", lambda s: s.n(T, "Anya") == s.n(T, "Bruno") + 6),
    ("The runner from Riga was slower than Emil.", lambda s: s.n(T, "Riga") > s.n(T, "Emil")),
    ("Either Chidi or Emil is from Quito.",
     lambda s: s.same("Chidi", "Quito") != s.same("Emil", "Quito")),
    ("Emil finished 3 minutes ahead of Chidi.", lambda s: s.n(T, "Emil") == s.n(T, "Chidi") - 3),
]
QUESTIONS = [("Who won the race, and where is the winner from?",
              lambda s: (s.v("Runners", "2:41"), s.v("Cities", "2:41")))]
