# Clues 1, 3 and 5 contradict each other: Ayo > Bree > Cato > Ayo.
S = "Scores"
CATEGORIES = [
    ("Gymnasts", ["Ayo", "Bree", "Cato", "Dilys", "Emeka"]),
    ("Scores", ["8.5", "8.8", "9.1", "9.4", "9.7"], [85, 88, 91, 94, 97]),
    ("Apparatus", ["bars", "beam", "floor", "rings", "vault"]),
]
CLUES = [
    ("Ayo scored 0.3 points more than Bree.", lambda s: s.n(S, "Ayo") == s.n(S, "Bree") + 3),
    ("The beam routine scored the highest.", lambda s: s.n(S, "beam") == 97),
    ("Bree scored more than Cato.", lambda s: s.n(S, "Bree") > s.n(S, "Cato")),
    ("Cato's routine was on the rings.", lambda s: s.same("Cato", "rings")),
    ("Cato outscored Ayo.", lambda s: s.n(S, "Cato") > s.n(S, "Ayo")),
    ("Emeka didn't compete on the vault.", lambda s: not s.same("Emeka", "vault")),
    ("Dilys scored 9.1.", lambda s: s.same("Dilys", "9.1")),
    ("The floor routine scored 8.5.", lambda s: s.same("floor", "8.5")),
]
EXPECT = 0
CONFLICT = [1, 3, 5]
