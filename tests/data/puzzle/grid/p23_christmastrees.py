H = "Heights"
P = "Prices"
CATEGORIES = [
    ("Buyers", ["Mr Lowe", "Mrs Pike", "Ms Reed", "Mr Shaw"]),
    ("Trees", ["blue spruce", "Fraser fir", "Nordmann fir", "Scots pine"]),
    ("Heights", ["5 ft", "6 ft", "7 ft", "8 ft"], [5, 6, 7, 8]),
    ("Prices", ["$40", "$50", "$60", "$70"], [40, 50, 60, 70]),
]
SOLUTION = [
    ["Mr Lowe", "Scots pine", "7 ft", "$50"],
    ["Mrs Pike", "Nordmann fir", "5 ft", "$70"],
    ["Ms Reed", "blue spruce", "8 ft", "$60"],
    ["Mr Shaw", "Fraser fir", "6 ft", "$40"],
]
CLUES = [
    ("The tallest tree was a blue spruce.", lambda s: s.n(H, "blue spruce") == 8),
    ("Mrs Pike paid the most, even though her tree was the shortest.",
     lambda s: s.n(P, "Mrs Pike") == 70 and s.n(H, "Mrs Pike") == 5),
    ("Mr Shaw spent less than anybody else.", lambda s: s.n(P, "Mr Shaw") == 40),
    ("The Fraser fir was a foot taller than the Nordmann fir.",
     lambda s: s.n(H, "Fraser fir") == s.n(H, "Nordmann fir") + 1),
    ("Ms Reed paid $60.", lambda s: s.same("Ms Reed", "$60")),
    ("Mr Shaw's tree cost $10 less than the Scots pine.", lambda s: s.n(P, "Mr Shaw") == s.n(P, "Scots pine") - 10),
    ("Ms Reed's tree was taller than Mr Lowe's.", lambda s: s.n(H, "Ms Reed") > s.n(H, "Mr Lowe")),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
