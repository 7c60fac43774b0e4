P = "Prices"
CATEGORIES = [
    ("Guests", ["Mr. Frey", "Mrs. Gomez", "Ms. Hobbs", "Mr. Ingram", "Ms. Jules"]),
    ("Gifts", ["blender", "crystal vase", "quilt", "toaster", "towel set"]),
    ("Prices", ["$30", "$45", "$60", "$75", "$90"], [30, 45, 60, 75, 90]),
]
SOLUTION = [
    ["Mr. Frey", "toaster", "$45"],
    ["Mrs. Gomez", "quilt", "$90"],
    ["Ms. Hobbs", "towel set", "$30"],
    ["Mr. Ingram", "crystal vase", "$75"],
    ["Ms. Jules", "blender", "$60"],
]
def one_other(s, a, b, x, y):
    return (s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x))
CLUES = [
    ("The quilt was the most expensive gift.", lambda s: s.n(P, "quilt") == 90),
    ("Ms. Hobbs spent less than anyone else.", lambda s: s.n(P, "Ms. Hobbs") == 30),
    ("The blender cost $15 more than the toaster.", lambda s: s.n(P, "blender") == s.n(P, "toaster") + 15),
    ("Mr. Ingram spent $30 more than Mr. Frey.", lambda s: s.n(P, "Mr. Ingram") == s.n(P, "Mr. Frey") + 30),
    ("Mrs. Gomez didn't give the crystal vase.", lambda s: not s.same("Mrs. Gomez", "crystal vase")),
    ("Ms. Jules spent less than Mrs. Gomez but more than the woman who gave the towel set.",
     lambda s: s.n(P, "towel set") < s.n(P, "Ms. Jules") < s.n(P, "Mrs. Gomez")),
    ("Of the two men, one gave the toaster and the other spent $75.",
     lambda s: one_other(s, "Mr. Frey", "Mr. Ingram", "toaster", "$75")),
]
QUESTIONS = [("What did Ms. Jules give?", lambda s: s.v("Gifts", "Ms. Jules"))]
NUM = "."
INTRO = ["Five guests at the Larkin-Munro wedding each brought a different gift, and no two gifts cost the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
