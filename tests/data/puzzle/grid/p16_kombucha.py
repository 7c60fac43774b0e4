D = "Brewing times"
S = "Strengths"
CATEGORIES = [
    ("Brewers", ["Ana", "Bex", "Cai", "Dee", "Jo-Ann"]),
    ("Flavours", ["ginger", "hibiscus", "lemon balm", "raspberry", "turmeric"]),
    ("Brewing times", ["7 days", "9 days", "10 days", "12 days", "14 days"], [7, 9, 10, 12, 14]),
    ("Strengths", ["0.5%", "0.8%", "1.1%", "1.4%", "1.9%"], [5, 8, 11, 14, 19]),
]
SOLUTION = [
    ["Ana", "hibiscus", "12 days", "1.4%"],
    ["Bex", "ginger", "7 days", "0.5%"],
    ["Cai", "turmeric", "14 days", "1.9%"],
    ["Dee", "raspberry", "9 days", "0.8%"],
    ["Jo-Ann", "lemon balm", "10 days", "1.1%"],
]
CLUES = [
    ("The batch that brewed longest was the strongest.", lambda s: s.same("14 days", "1.9%")),
    ("The ginger batch brewed for 7 days.", lambda s: s.same("ginger", "7 days")),
    ("Dee's batch brewed 2 days longer than Bex's.", lambda s: s.n(D, "Dee") == s.n(D, "Bex") + 2),
    ("Ana's kombucha is 0.3 percentage points stronger than Jo-Ann's.", lambda s: s.n(S, "Ana") == s.n(S, "Jo-Ann") + 3),
    ("Of Cai and the hibiscus brewer, one brewed for 14 days and the other for 12 days.",
     lambda s: not s.same("Cai", "hibiscus") and {s.v(D, "Cai"), s.v(D, "hibiscus")} == {"14 days", "12 days"}),
    ("Jo-Ann doesn't make the raspberry or the turmeric.", lambda s: not s.same("Jo-Ann", "raspberry") and not s.same("Jo-Ann", "turmeric")),
    ("The lemon balm batch brewed for 10 days.", lambda s: s.same("lemon balm", "10 days")),
    ("Bex, the turmeric brewer and the person whose batch is 1.1% are three different people.",
     lambda s: len({s.e("Bex"), s.e("turmeric"), s.e("1.1%")}) == 3),
    ("Bex's batch is the weakest.", lambda s: s.n(S, "Bex") == 5),
    ("The 9-day batch is raspberry.", lambda s: s.same("9 days", "raspberry")),
    ("Bex's kombucha is flavoured with ginger.", lambda s: s.same("Bex", "ginger")),
    ("Dee's kombucha is weaker than Jo-Ann's, and Jo-Ann's brewed for fewer days than Ana's.", lambda s: s.n(S, "Dee") < s.n(S, "Jo-Ann") and s.n(D, "Jo-Ann") < s.n(D, "Ana")),
]
QUESTIONS = [("How strong is Dee's kombucha?", lambda s: s.v(S, "Dee"))]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
