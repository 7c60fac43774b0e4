F = "Fees"
CATEGORIES = [
    ("Lawyers", ["Abbott", "Farrow", "Gupta", "Noor", "Quinn"]),
    ("Clients", ["Mr. Bell", "Mrs. Dunn", "Mr. Hale", "Ms. Price", "Mr. Yates"]),
    ("Fees", ["$150", "$200", "$250", "$300", "$350"], [150, 200, 250, 300, 350]),
]
CLUES = [
    ("Noor's client paid $50 more than Farrow's client.", lambda s: s.n(F, "Noor") == s.n(F, "Farrow") + 50),
    ("Mr. Hale paid more than Mrs. Dunn.", lambda s: s.n(F, "Mr. Hale") > s.n(F, "Mrs. Dunn")),
    ("Ms. Price paid $150 more than Mr. Bell.", lambda s: s.n(F, "Ms. Price") == s.n(F, "Mr. Bell") + 150),
    ("The client who paid $250 hired Abbott.", lambda s: s.same("$250", "Abbott")),
    ("Quinn's client paid $50 more than Abbott's.", lambda s: s.n(F, "Quinn") == s.n(F, "Abbott") + 50),
    ("Of Gupta and Farrow, one represents Ms. Price and the other represents Mr. Yates.",
     lambda s: (s.same("Gupta", "Ms. Price") and s.same("Farrow", "Mr. Yates"))
     or (s.same("Gupta", "Mr. Yates") and s.same("Farrow", "Ms. Price"))),
]
