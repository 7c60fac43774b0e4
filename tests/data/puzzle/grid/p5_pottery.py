T = "Temperatures"
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Potters", ["Amara", "Benedikt", "Ciara", "Dev"]),
    ("Pieces", ["bowl", "jug", "teapot", "vase"]),
    ("Temperatures", ["1000°C", "1100°C", "1200°C", "1300°C"], [1000, 1100, 1200, 1300]),
]
CLUES = [
    ("Amara and Dev made the teapot and the jug, respectively.",
     lambda s: s.same("Amara", "teapot") and s.same("Dev", "jug")),
    ("Ciara's piece was fired at a higher temperature than anyone else's.",
     lambda s: t(s, "Ciara") == 1300),
    ("Dev's piece was fired 100 degrees cooler than Amara's.",
     lambda s: t(s, "Dev") == t(s, "Amara") - 100),
    ("Benedikt didn't make the vase.", lambda s: not s.same("Benedikt", "vase")),
    ("The vase was fired 300 degrees hotter than the bowl.",
     lambda s: t(s, "vase") == t(s, "bowl") + 300),
]
REMARKS = ["Four students in Mrs Okafor's evening pottery class each made one piece this term, and each piece was fired in the kiln at a different temperature."]
QUESTIONS = [("What temperature was the teapot fired at?", lambda s: s.v(T, "teapot"))]
