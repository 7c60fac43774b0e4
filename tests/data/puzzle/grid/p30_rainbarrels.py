G = "Capacities"
CATEGORIES = [
    ("Neighbors", ["Fletcher", "Ivy", "Nell", "Otis"]),
    ("Colors", ["black", "blue", "gray", "green"]),
    ("Capacities", ["35 gallons", "50 gallons", "65 gallons", "80 gallons"], [35, 50, 65, 80]),
]
SOLUTION = [
    ["Fletcher", "green", "65 gallons"],
    ["Ivy", "black", "35 gallons"],
    ["Nell", "gray", "80 gallons"],
    ["Otis", "blue", "50 gallons"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The green barrel holds 15 gallons more than Otis's.",
     lambda s: s.n(G, "green") == s.n(G, "Otis") + 15),
    ("Nell's barrel is the largest.",
     lambda s: s.n(G, "Nell") == 80),
    ("Of Ivy and the owner of the blue barrel, one has the 35-gallon barrel and the other has the 50-gallon one.",
     lambda s: one_other(s, "Ivy", "blue", "35 gallons", "50 gallons")),
    ("Neither Ivy nor Otis has the gray barrel.",
     lambda s: not s.same("Ivy", "gray") and not s.same("Otis", "gray")),
    ("Ivy's barrel holds 15 gallons less than Otis's.",
     lambda s: s.n(G, "Ivy") == s.n(G, "Otis") - 15),
    ("The black barrel is the smallest of the four.",
     lambda s: s.n(G, "black") == 35),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
