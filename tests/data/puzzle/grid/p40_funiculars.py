L = "Lengths"
G = "Gradients"
CATEGORIES = [
    ("Towns", ["Aldwick", "Brennau", "Castelmare", "Dunholm", "Eskvale"]),
    ("Colors", ["blue", "green", "orange", "red", "white"]),
    ("Lengths", ["300 m", "450 m", "600 m", "750 m", "900 m"], [300, 450, 600, 750, 900]),
    ("Gradients", ["20%", "25%", "30%", "35%", "40%"], [20, 25, 30, 35, 40]),
]
SOLUTION = [
    ["Aldwick", "green", "600 m", "35%"],
    ["Brennau", "red", "300 m", "40%"],
    ["Castelmare", "white", "900 m", "20%"],
    ["Dunholm", "blue", "450 m", "25%"],
    ["Eskvale", "orange", "750 m", "30%"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The steepest line is also the shortest.", lambda s: s.same("40%", "300 m")),
    ("The orange line is 150 meters longer than the green line.", lambda s: s.n(L, "orange") == s.n(L, "green") + 150),
    ("The Dunholm line is 5 percentage points steeper than the white line.", lambda s: s.n(G, "Dunholm") == s.n(G, "white") + 5),
    ("Of the blue line and the 900 m line, one is in Dunholm and the other has a 20% gradient.",
     lambda s: s.e("blue") != s.e("900 m") and (
         (s.same("blue", "Dunholm") and s.same("900 m", "20%")) or
         (s.same("900 m", "Dunholm") and s.same("blue", "20%")))),
    ("The Aldwick line isn't the longest.", lambda s: s.n(L, "Aldwick") != 900),
    ("The five lines are the red one, the one in Eskvale, the 450 m line, the one with a 35% gradient and the one in Castelmare.",
     lambda s: diff(s, "red", "Eskvale", "450 m", "35%", "Castelmare")),
    ("The 30% line is somewhat longer than the line in Aldwick.", lambda s: s.n(L, "30%") > s.n(L, "Aldwick")),
    ("Neither the green line nor the white line is in Brennau.",
     lambda s: not s.same("green", "Brennau") and not s.same("white", "Brennau")),
    ("The Eskvale line is 300 meters longer than the Dunholm line.", lambda s: s.n(L, "Eskvale") == s.n(L, "Dunholm") + 300),
]
NUM = None
DOT = False
INTRO = ["Five mountain towns each run a funicular railway; the cars of each line are painted a different color."]
OUTRO = []
REMARKS = INTRO + OUTRO
