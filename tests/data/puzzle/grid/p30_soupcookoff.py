R = "Places"
CATEGORIES = [
    ("Cooks", ["Barnaby", "Cosima", "Fergus", "Ingrid", "Leopold"]),
    ("Soups", ["borscht", "chowder", "gumbo", "minestrone", "pho"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Barnaby", "minestrone", "3rd"],
    ["Cosima", "pho", "1st"],
    ["Fergus", "borscht", "5th"],
    ["Ingrid", "gumbo", "2nd"],
    ["Leopold", "chowder", "4th"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The gumbo finished 2 places ahead of the chowder.",
     lambda s: s.n(R, "gumbo") == s.n(R, "chowder") - 2),
    ("Cosima's soup placed higher than Barnaby's.",
     lambda s: s.n(R, "Cosima") < s.n(R, "Barnaby")),
    ("Fergus finished last.",
     lambda s: s.n(R, "Fergus") == 5),
    ("The pho either finished 1st or was made by Leopold.",
     lambda s: s.same("pho", "1st") != s.same("pho", "Leopold")),
    ("Of Ingrid and the cook who made minestrone, one finished 2nd and the other finished 3rd.",
     lambda s: one_other(s, "Ingrid", "minestrone", "2nd", "3rd")),
    ("Leopold didn't make the borscht.",
     lambda s: not s.same("Leopold", "borscht")),
    ("Leopold didn't finish 2 places behind Cosima.",
     lambda s: s.n(R, "Leopold") != s.n(R, "Cosima") + 2),
    ("Ingrid placed 1 spot ahead of Barnaby.",
     lambda s: s.n(R, "Ingrid") == s.n(R, "Barnaby") - 1),
    ("The judges ranked the borscht below every other soup.",
     lambda s: s.n(R, "borscht") == 5),
]
NUM = None
DOT = False
INTRO = ["Five cooks entered the church soup cook-off, and the judges ranked all five soups."]
OUTRO = []
REMARKS = INTRO + OUTRO
