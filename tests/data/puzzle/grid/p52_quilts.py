# p52_quilts: 4x5, challenging; hours and placings.
# solution:
#   Bea | Nine Patch | 70 hours | first
#   Corinne | Log Cabin | 100 hours | fourth
#   Dot | Star of Bethlehem | 40 hours | second
#   Estelle | Flying Geese | 85 hours | fifth
#   Flo | Double Wedding Ring | 55 hours | third
H = "Hours"
P = "Places"
CATEGORIES = [
    ("Quilters", ["Bea", "Corinne", "Dot", "Estelle", "Flo"]),
    ("Patterns", ["Double Wedding Ring", "Flying Geese", "Log Cabin", "Nine Patch", "Star of Bethlehem"]),
    ("Hours", ["40 hours", "55 hours", "70 hours", "85 hours", "100 hours"], [40, 55, 70, 85, 100]),
    ("Places", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
]
INTRO = ["The judges at the Harvest Quilt Show ranked the five entries from first to fifth. "
         "Each quilt used a different traditional pattern and took its maker a different number of hours."]
REMARKS = INTRO


def h(s, x):
    return s.n(H, x)


def p(s, x):
    return s.n(P, x)


CLUES = [
    ("The quilt that took the most hours placed one spot ahead of the Flying Geese quilt.",
     lambda s: p(s, "100 hours") == p(s, "Flying Geese") - 1),
    ("Bea's quilt won first place even though it took 30 hours less than Corinne's.",
     lambda s: p(s, "Bea") == 1 and h(s, "Bea") == h(s, "Corinne") - 30),
    ("The Star of Bethlehem took the fewest hours to make.", lambda s: h(s, "Star of Bethlehem") == 40),
    ("Flo finished somewhere behind Dot.", lambda s: p(s, "Flo") > p(s, "Dot")),
    ("The Double Wedding Ring took 15 hours more than the second-place quilt.",
     lambda s: h(s, "Double Wedding Ring") == h(s, "second") + 15),
    ("Dot's quilt took 45 hours less than Estelle's.", lambda s: h(s, "Dot") == h(s, "Estelle") - 45),
    ("Of the Nine Patch and Estelle's quilt, one took 70 hours and the other placed fifth.",
     lambda s: not s.same("Nine Patch", "Estelle") and (
         (h(s, "Nine Patch") == 70 and p(s, "Estelle") == 5)
         or (h(s, "Estelle") == 70 and p(s, "Nine Patch") == 5))),
]
QUESTIONS = [("Which pattern did Flo use?", lambda s: s.v("Patterns", "Flo"))]
