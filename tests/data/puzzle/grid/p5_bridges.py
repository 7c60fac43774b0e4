S = "Spans"
Y = "Opened"
def sp(s, x):
    return s.n(S, x)
def y(s, x):
    return s.n(Y, x)
CATEGORIES = [
    ("Bridges", ["Kingsgate", "Millbrook", "Old Ferry", "St Anne's"]),
    ("Rivers", ["Avon", "Cam", "Ouse", "Wye"]),
    ("Spans", ["120 m", "185 m", "240 m", "310 m"], [120, 185, 240, 310]),
    ("Opened", ["1864", "1889", "1903", "1931"], [1864, 1889, 1903, 1931]),
]
CLUES = [
    ("The bridge over the Wye, which has the longest span of the four, was opened 28 years after the Kingsgate bridge.",
     lambda s: sp(s, "Wye") == 310 and y(s, "Wye") == y(s, "Kingsgate") + 28),
    ("Neither St Anne's nor the bridge that opened in 1864 crosses the Ouse or the Wye.",
     lambda s: all(not s.same(a, b) for a in ("St Anne's", "1864") for b in ("Ouse", "Wye"))),
    ("Of Millbrook and the Cam bridge, one is the oldest and the other spans 185 m.",
     lambda s: not s.same("Millbrook", "Cam") and (
         (y(s, "Millbrook") == 1864 and sp(s, "Cam") == 185)
         or (y(s, "Cam") == 1864 and sp(s, "Millbrook") == 185))),
    ("St Anne's is older than Kingsgate but newer than Millbrook.",
     lambda s: y(s, "Millbrook") < y(s, "St Anne's") < y(s, "Kingsgate")),
    ("The Avon bridge either opened in 1864 or spans 185 m.",
     lambda s: (y(s, "Avon") == 1864) != (sp(s, "Avon") == 185)),
    ("The Kingsgate bridge spans 55 m more than St Anne's.", lambda s: sp(s, "Kingsgate") == sp(s, "St Anne's") + 55),
]
REMARKS = ["A local historian has written about four road bridges in the county, each over a different river, each with a different main span, and each opened in a different year."]
QUESTIONS = [("Which river does Old Ferry cross, and when was it opened?",
              lambda s: (s.v("Rivers", "Old Ferry"), s.v(Y, "Old Ferry")))]
