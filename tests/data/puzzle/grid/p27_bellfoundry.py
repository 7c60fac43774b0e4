W = "Weights"
Y = "Years"
CATEGORIES = [
    ("Bells", ["Faith", "Grace", "Hope", "Mercy"]),
    ("Founders", ["Ashworth", "Bellamy", "Crane", "Dunmore"]),
    ("Weights", ["300 kg", "450 kg", "600 kg", "750 kg"], [300, 450, 600, 750]),
    ("Years", ["1820", "1835", "1850", "1865"], [1820, 1835, 1850, 1865]),
]
SOLUTION = [
    ["Faith", "Crane", "600 kg", "1850"],
    ["Grace", "Ashworth", "300 kg", "1865"],
    ["Hope", "Dunmore", "750 kg", "1820"],
    ["Mercy", "Bellamy", "450 kg", "1835"],
]
CLUES = [
    ("The bell cast by Dunmore is both the heaviest and the oldest of the four.",
     lambda s: s.n(W, "Dunmore") == 750 and s.n(Y, "Dunmore") == 1820),
    ("Grace was cast 30 years after Bellamy's bell and weighs 150 kg less than it.",
     lambda s: not s.same("Grace", "Bellamy") and s.n(Y, "Grace") == s.n(Y, "Bellamy") + 30 and s.n(W, "Grace") == s.n(W, "Bellamy") - 150),
    ("Faith, which is not Ashworth's work, is heavier than Mercy.",
     lambda s: not s.same("Faith", "Ashworth") and s.n(W, "Faith") > s.n(W, "Mercy")),
    ("Neither Crane nor Bellamy cast the lightest bell.",
     lambda s: s.n(W, "Crane") != 300 and s.n(W, "Bellamy") != 300),
    ("Of Hope and the 450 kg bell, one was cast by Dunmore and the other in 1835.",
     lambda s: not s.same("Hope", "450 kg") and ((s.same("Hope", "Dunmore") and s.same("450 kg", "1835")) or (s.same("450 kg", "Dunmore") and s.same("Hope", "1835")))),
]
QUESTIONS = [("Who cast Faith?", lambda s: s.v("Founders", "Faith")), ("In what year was Mercy cast?", lambda s: s.v("Years", "Mercy"))]
NUM = None
DOT = False
INTRO = ["The church tower holds four bells, each cast by a different founder in a different year."]
OUTRO = []
REMARKS = INTRO + OUTRO
