M = "Months"
CATEGORIES = [
    ("Members", ["Aled", "Bryony", "Ciaran", "Delyth"]),
    ("Books", ["Night Train", "Paper Moons", "Ten Winters", "The Salt Road"]),
    ("Months", ["January", "February", "March", "April"]),
]
CLUES = [
    ("Aled and Bryony picked Night Train and Paper Moons, respectively.",
     lambda s: s.same("Aled", "Night Train") and s.same("Bryony", "Paper Moons")),
    ("The Salt Road was read the month after Paper Moons.",
     lambda s: s.n(M, "The Salt Road") == s.n(M, "Paper Moons") + 1),
    ("Ciaran's book was read last.", lambda s: s.n(M, "Ciaran") == 4),
    ("Delyth's pick was read the month before Aled's.", lambda s: s.n(M, "Delyth") == s.n(M, "Aled") - 1),
    ("Paper Moons opened the year.", lambda s: s.n(M, "Paper Moons") == 1),
]
