A = "Ages"
P = "Prices"
def age(s, x):
    return s.n(A, x)
def pr(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Makers", ["Elspeth", "Fergus", "Gwilym", "Hamish"]),
    ("Cheeses", ["Blue Tor", "Old Rook", "Red Stag", "White Hart"]),
    ("Ages", ["3 months", "6 months", "9 months", "12 months"], [3, 6, 9, 12]),
    ("Prices", ["£4.50", "£5.25", "£6.00", "£6.75"], [450, 525, 600, 675]),
]
CLUES = [
    ("The oldest cheese is also the dearest.", lambda s: pr(s, "12 months") == 675),
    ("Blue Tor is matured three months longer than Red Stag but sells for 75p less.",
     lambda s: age(s, "Blue Tor") == age(s, "Red Stag") + 3 and pr(s, "Blue Tor") == pr(s, "Red Stag") - 75),
    ("Fergus's cheese is the youngest.", lambda s: age(s, "Fergus") == 3),
    ("Hamish does not make Old Rook.", lambda s: not s.same("Hamish", "Old Rook")),
    ("Gwilym's cheese is dearer than White Hart.", lambda s: pr(s, "Gwilym") > pr(s, "White Hart")),
    ("Elspeth's is not Blue Tor.", lambda s: not s.same("Elspeth", "Blue Tor")),
    ("Hamish's cheese is matured three months longer than Fergus's.", lambda s: age(s, "Hamish") == age(s, "Fergus") + 3),
    ("Elspeth charges the most.", lambda s: pr(s, "Elspeth") == 675),
]
REMARKS = ["Four farmhouse cheeses on one market stall. Prices per 250 g."]
