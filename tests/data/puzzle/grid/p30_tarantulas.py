L = "Leg spans"
CATEGORIES = [
    ("Owners", ["Gideon", "Lacey", "Moira", "Priya", "Tobias"]),
    ("Species", ["Chilean rose", "curly hair", "Goliath", "Mexican redknee", "pinktoe"]),
    ("Leg spans", ["4 inches", "4.5 inches", "5 inches", "5.5 inches", "6 inches"], [40, 45, 50, 55, 60]),
]
SOLUTION = [
    ["Gideon", "Goliath", "6 inches"],
    ["Lacey", "pinktoe", "4 inches"],
    ["Moira", "Chilean rose", "5 inches"],
    ["Priya", "curly hair", "5.5 inches"],
    ["Tobias", "Mexican redknee", "4.5 inches"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The Goliath has the largest leg span.",
     lambda s: s.n(L, "Goliath") == 60),
    ("Priya's tarantula has a leg span 1 inch wider than Tobias's.",
     lambda s: s.n(L, "Priya") == s.n(L, "Tobias") + 10),
    ("The pinktoe's leg span is half an inch shorter than the Mexican redknee's.",
     lambda s: s.n(L, "pinktoe") == s.n(L, "Mexican redknee") - 5),
    ("The 5-inch spider is either Lacey's or the Chilean rose.",
     lambda s: s.same("5 inches", "Lacey") != s.same("5 inches", "Chilean rose")),
    ("Of Gideon and the owner of the curly hair, one has the 6-inch spider and the other has the 5.5-inch spider.",
     lambda s: one_other(s, "Gideon", "curly hair", "6 inches", "5.5 inches")),
    ("Moira doesn't own the pinktoe.",
     lambda s: not s.same("Moira", "pinktoe")),
    ("Tobias's spider has a wider leg span than Lacey's.",
     lambda s: s.n(L, "Tobias") > s.n(L, "Lacey")),
]
NUM = "."
DOT = False
INTRO = ["Five members of a pet club each keep a tarantula of a different species."]
OUTRO = []
REMARKS = INTRO + OUTRO
