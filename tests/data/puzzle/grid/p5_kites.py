L = "Lines"
def l(s, x):
    return s.n(L, x)
CATEGORIES = [
    ("Children", ["Maisie", "Noah", "Olly", "Priya"]),
    ("Kites", ["box kite", "delta", "diamond", "dragon"]),
    ("Lines", ["30 m", "45 m", "60 m", "75 m"], [30, 45, 60, 75]),
    ("Colours", ["green", "orange", "purple", "yellow"]),
]
CLUES = [
    ("Maisie's kite is the dragon, and it isn't green.",
     lambda s: s.same("Maisie", "dragon") and not s.same("Maisie", "green")),
    ("Noah's kite flies on 30 metres more line than Maisie's does.",
     lambda s: l(s, "Noah") == l(s, "Maisie") + 30),
    ("Olly and Priya fly the yellow kite and the purple kite, respectively.",
     lambda s: s.same("Olly", "yellow") and s.same("Priya", "purple")),
    ("The box kite's on the shortest line.", lambda s: l(s, "box kite") == 30),
    ("The delta isn't orange, and its line is longer than the dragon's.",
     lambda s: not s.same("delta", "orange") and l(s, "delta") > l(s, "dragon")),
    ("Olly's line isn't as long as Priya's.", lambda s: l(s, "Olly") < l(s, "Priya")),
    ("Noah and Priya each fly their kites on longer lines than Maisie does.",
     lambda s: l(s, "Noah") > l(s, "Maisie") and l(s, "Priya") > l(s, "Maisie")),
    ("Noah didn't bring the delta.", lambda s: not s.same("Noah", "delta")),
]
REMARKS = ["It's the Year 4 kite day! Four children have brought kites of different shapes and colours, and each kite is flying on a different length of line."]
QUESTIONS = [("Who's flying the diamond, and how long is its line?",
              lambda s: (s.v("Children", "diamond"), s.v(L, "diamond")))]
