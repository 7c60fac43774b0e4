L = "Lengths"
Y = "Built"
def l(s, x):
    return s.n(L, x)
def y(s, x):
    return s.n(Y, x)
NUM = "1."
CATEGORIES = [
    ("Caravans", ["Bluebell", "Kingfisher", "Seahorse", "Wayfarer"]),
    ("Owners", ["Gwilym", "Hortense", "Ifeoma", "Jasper"]),
    ("Lengths", ["14 ft", "16 ft", "18 ft", "21 ft"], [14, 16, 18, 21]),
    ("Built", ["1972", "1979", "1985", "1991"], [1972, 1979, 1985, 1991]),
    ("Home towns", ["Ilkley", "Kendal", "Ludlow", "Whitby"]),
]
SOLUTION = [
    ("Bluebell", "Ifeoma", "16 ft", "1985", "Kendal"),
    ("Kingfisher", "Gwilym", "21 ft", "1972", "Whitby"),
    ("Seahorse", "Jasper", "14 ft", "1991", "Ilkley"),
    ("Wayfarer", "Hortense", "18 ft", "1979", "Ludlow"),
]
INTRO = ["Four vintage caravans, lovingly restored, lined up for judging at this year's Classic Caravan Rally. Each has a name painted on its side, each came from a different home town, and no two are the same length or were built in the same year. The judges' notes are a little scattered; can you put them in order?"]
REMARKS = INTRO
CLUES = [
    ("The longest caravan is also the oldest.", lambda s: y(s, "21 ft") == 1972),
    ("Jasper's caravan, the newest of the four, is 2 ft shorter than Ifeoma's.", lambda s: y(s, "Jasper") == 1991 and l(s, "Jasper") == l(s, "Ifeoma") - 2),
    ("The caravan from Ludlow was built 7 years after Kingfisher.", lambda s: y(s, "Ludlow") == y(s, "Kingfisher") + 7),
    ("Hortense doesn't own the Bluebell.", lambda s: not s.same("Hortense", "Bluebell")),
    ("The Kendal caravan is 16 ft long.", lambda s: s.same("Kendal", "16 ft")),
    ("Gwilym, who comes from Whitby, owns the longest caravan.", lambda s: s.same("Gwilym", "Whitby") and l(s, "Gwilym") == 21),
    ("Wayfarer is longer than Bluebell.", lambda s: l(s, "Wayfarer") > l(s, "Bluebell")),
    ("The Seahorse is the newest caravan at the rally.", lambda s: y(s, "Seahorse") == 1991),
    ("Wayfarer was built before Bluebell.", lambda s: y(s, "Wayfarer") < y(s, "Bluebell")),
]
QUESTIONS = [("Which town does the Seahorse come from?", lambda s: s.v("Home towns", "Seahorse"))]
