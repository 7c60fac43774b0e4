# Magazine: chatty auction story; decades and prices; "and neither did".
DC = "Decades"
PR = "Prices"
def dc(s, x):
    return s.n(DC, x)
def pr(s, x):
    return s.n(PR, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Bidders", ["Hollis", "Ingrid", "Marguerite", "Pablo"]),
    ("Teapots", ["Brown Betty", "Chintz", "Jasperware", "Majolica"]),
    ("Decades", ["1910s", "1930s", "1950s", "1970s"], [1910, 1930, 1950, 1970]),
    ("Prices", ["$45", "$80", "$125", "$210"], [45, 80, 125, 210]),
]
SOLUTION = [
    ("Hollis", "Majolica", "1910s", "$210"),
    ("Ingrid", "Chintz", "1950s", "$80"),
    ("Marguerite", "Brown Betty", "1970s", "$45"),
    ("Pablo", "Jasperware", "1930s", "$125"),
]
INTRO = ["The teapot sale at Finch & Daughters was livelier than anyone expected. Four regulars each went home with one teapot, and the auctioneer was delighted to see no two fetch the same sum."]
CLUES = [
    ("The oldest teapot fetched the highest price.", lambda s: pr(s, "1910s") == 210),
    ("Marguerite, who bought the most recent teapot, paid $35 less than Ingrid.",
     lambda s: dc(s, "Marguerite") == 1970 and pr(s, "Marguerite") + 35 == pr(s, "Ingrid")),
    ("The Jasperware pot is two decades older than the Chintz one.", lambda s: dc(s, "Jasperware") + 20 == dc(s, "Chintz")),
    ("Pablo didn't buy the Chintz teapot, and neither did Hollis.",
     lambda s: not s.same("Pablo", "Chintz") and not s.same("Hollis", "Chintz")),
    ("The Brown Betty went for less than any other teapot.", lambda s: pr(s, "Brown Betty") == 45),
    ("Hollis paid more than Pablo.", lambda s: pr(s, "Hollis") > pr(s, "Pablo")),
    ("Ingrid's teapot dates from the 1950s.", lambda s: s.same("Ingrid", "1950s")),
]
QUESTIONS = [("How much did the Jasperware teapot fetch?", lambda s: s.v("Prices", "Jasperware"))]
REMARKS = INTRO
