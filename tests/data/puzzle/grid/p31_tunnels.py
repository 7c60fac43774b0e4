L = "Lengths"
Y = "Years opened"
CATEGORIES = [
    ("Tunnels", ["Ashcombe", "Bramwell", "Carrick", "Dunmore"]),
    ("Lengths", ["1.2 miles", "1.8 miles", "2.4 miles", "3.0 miles"], [12, 18, 24, 30]),
    ("Years opened", ["1931", "1948", "1966", "1984"], [1931, 1948, 1966, 1984]),
]
SOLUTION = [
    ["Ashcombe", "2.4 miles", "1966"],
    ["Bramwell", "1.2 miles", "1931"],
    ["Carrick", "3.0 miles", "1948"],
    ["Dunmore", "1.8 miles", "1984"],
]
CLUES = [
    ("The tunnel that opened in 1948 is 0.6 miles longer than Ashcombe.",
     lambda s: s.n(L, "1948") == s.n(L, "Ashcombe") + 6),
    ("Bramwell is the oldest of the four.",
     lambda s: s.n(Y, "Bramwell") == 1931),
    ("Dunmore is shorter than Ashcombe but newer.",
     lambda s: s.n(L, "Dunmore") < s.n(L, "Ashcombe") and s.n(Y, "Dunmore") > s.n(Y, "Ashcombe")),
    ("Bramwell is 0.6 miles shorter than Dunmore.",
     lambda s: s.n(L, "Bramwell") == s.n(L, "Dunmore") - 6),
]
QUESTIONS = []
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
