Y = "Years"
CATEGORIES = [
    ("Sellers", ["Colm", "Delia", "Evan", "Fenna", "Gwen"]),
    ("Items", ["banjo", "camera", "mantel clock", "radio", "telescope"]),
    ("Years", ["1938", "1954", "1961", "1977", "1985"], [1938, 1954, 1961, 1977, 1985]),
]
SOLUTION = [
    ["Colm", "radio", "1954"],
    ["Delia", "telescope", "1985"],
    ["Evan", "banjo", "1938"],
    ["Fenna", "camera", "1977"],
    ["Gwen", "mantel clock", "1961"],
]
CLUES = [
    ("The banjo is the oldest item.", lambda s: s.n(Y, "banjo") == 1938),
    ("The mantel clock was made 7 years after Colm's item.", lambda s: s.n(Y, "mantel clock") == s.n(Y, "Colm") + 7),
    ("Fenna's item is 16 years newer than the mantel clock.", lambda s: s.n(Y, "Fenna") == s.n(Y, "mantel clock") + 16),
    ("The telescope was made more recently than the camera.", lambda s: s.n(Y, "telescope") > s.n(Y, "camera")),
    ("Delia's item isn't the camera.", lambda s: not s.same("Delia", "camera")),
    ("Evan sold something older than Gwen's.", lambda s: s.n(Y, "Evan") < s.n(Y, "Gwen")),
    ("Gwen's item is older than Delia's.", lambda s: s.n(Y, "Gwen") < s.n(Y, "Delia")),
    ("Colm didn't sell the camera.", lambda s: not s.same("Colm", "camera")),
]
QUESTIONS = [("In what year was the radio made?", lambda s: s.v(Y, "radio"))]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
