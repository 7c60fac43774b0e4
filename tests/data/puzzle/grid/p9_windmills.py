B = "Built"
N = "Sails"
def b(s, x):
    return s.n(B, x)
def n(s, x):
    return s.n(N, x)
NUM = "1."
CATEGORIES = [
    ("Windmills", ["Old Tom", "Jenny", "Lady Hester", "Miller's Pride"]),
    ("Built", ["1742", "1768", "1791", "1815"], [1742, 1768, 1791, 1815]),
    ("Sails", ["4 sails", "5 sails", "6 sails", "8 sails"], [4, 5, 6, 8]),
    ("Villages", ["Ashwell", "Burwash", "Cley", "Dunmore"]),
]
SOLUTION = [
    ("Old Tom", "1768", "6 sails", "Cley"),
    ("Jenny", "1815", "4 sails", "Ashwell"),
    ("Lady Hester", "1742", "8 sails", "Dunmore"),
    ("Miller's Pride", "1791", "5 sails", "Burwash"),
]
INTRO = ["Rosalind spent a week of her summer cycling between four old windmills, each in a different village. Every mill had its own name, its own year of building and its own number of sails, and she kept careful notes."]
REMARKS = INTRO
CLUES = [
    ("The oldest mill, which is not at Cley, has the most sails.", lambda s: n(s, "1742") == 8 and not s.same("1742", "Cley")),
    ("Jenny was built 24 years after the mill at Burwash.", lambda s: b(s, "Jenny") == b(s, "Burwash") + 24),
    ("The mill with six sails stands at Cley.", lambda s: s.same("6 sails", "Cley")),
    ("Miller's Pride has one sail more than Jenny.", lambda s: n(s, "Miller's Pride") == n(s, "Jenny") + 1),
    ("Old Tom was built before Miller's Pride but after Lady Hester.", lambda s: b(s, "Lady Hester") < b(s, "Old Tom") < b(s, "Miller's Pride")),
    ("Jenny is not the mill at Dunmore.", lambda s: not s.same("Jenny", "Dunmore")),
]
QUESTIONS = [("When was the mill at Ashwell built?", lambda s: s.v(B, "Ashwell"))]
