G = "Gains"
CATEGORIES = [
    ("Investors", ["Bernard", "Celeste", "Dorian", "Fiona", "Quentin"]),
    ("Stocks", ["Arcwell", "Bluefin", "Corvex", "Larkspur", "Tidewater"]),
    ("Gains", ["4%", "7%", "10%", "13%", "16%"], [4, 7, 10, 13, 16]),
]
SOLUTION = [
    ["Bernard", "Tidewater", "10%"],
    ["Celeste", "Arcwell", "16%"],
    ["Dorian", "Larkspur", "4%"],
    ["Fiona", "Corvex", "13%"],
    ["Quentin", "Bluefin", "7%"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The investor who bought Corvex gained 3 percentage points more than Bernard.",
     lambda s: s.n(G, "Corvex") == s.n(G, "Bernard") + 3),
    ("Dorian's stock had the smallest gain.",
     lambda s: s.n(G, "Dorian") == 4),
    ("Celeste's stock rose 9 percentage points more than Quentin's.",
     lambda s: s.n(G, "Celeste") == s.n(G, "Quentin") + 9),
    ("The stock that gained 10% is either Larkspur or the one Bernard picked.",
     lambda s: s.same("10%", "Larkspur") != s.same("10%", "Bernard")),
    ("Of Fiona and the investor who bought Bluefin, one gained 7% and the other gained 13%.",
     lambda s: one_other(s, "Fiona", "Bluefin", "7%", "13%")),
    ("Neither Arcwell nor Tidewater was Dorian's pick.",
     lambda s: not s.same("Arcwell", "Dorian") and not s.same("Tidewater", "Dorian")),
    ("Arcwell did better than Corvex.",
     lambda s: s.n(G, "Arcwell") > s.n(G, "Corvex")),
]
NUM = "."
DOT = False
INTRO = ["Five members of an investment club each picked a different stock last year."]
OUTRO = []
REMARKS = INTRO + OUTRO
