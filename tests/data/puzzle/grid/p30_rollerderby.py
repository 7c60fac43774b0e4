P = "Points"
CATEGORIES = [
    ("Skaters", ["Harper", "Jolene", "Kasey", "Luna", "Marisol"]),
    ("Teams", ["Bombshells", "Hellcats", "Riveters", "Sirens", "Wreckers"]),
    ("Jerseys", ["7", "13", "22", "45", "99"]),
    ("Points", ["12 points", "15 points", "18 points", "21 points", "24 points"], [12, 15, 18, 21, 24]),
]
SOLUTION = [
    ["Harper", "Sirens", "22", "18 points"],
    ["Jolene", "Wreckers", "7", "24 points"],
    ["Kasey", "Bombshells", "99", "12 points"],
    ["Luna", "Hellcats", "45", "21 points"],
    ["Marisol", "Riveters", "13", "15 points"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The skater wearing number 45 scored 3 points more than Harper.",
     lambda s: s.n(P, "45") == s.n(P, "Harper") + 3),
    ("Jolene was the top scorer.",
     lambda s: s.n(P, "Jolene") == 24),
    ("The Bombshells skater scored 6 points fewer than Harper.",
     lambda s: s.n(P, "Bombshells") == s.n(P, "Harper") - 6),
    ("The skater who wore number 13 is either Marisol or the Hellcats skater.",
     lambda s: s.same("13", "Marisol") != s.same("13", "Hellcats")),
    ("Of the Sirens skater and the one who scored 24 points, one wore number 7 and the other is Harper.",
     lambda s: one_other(s, "Sirens", "24 points", "7", "Harper")),
    ("Neither Kasey nor Luna skates for the Riveters.",
     lambda s: not s.same("Kasey", "Riveters") and not s.same("Luna", "Riveters")),
    ("Number 99 didn't score 3 points more than the Riveters skater.",
     lambda s: s.n(P, "99") != s.n(P, "Riveters") + 3),
    ("The Wreckers skater outscored the Hellcats skater.",
     lambda s: s.n(P, "Wreckers") > s.n(P, "Hellcats")),
    ("Marisol didn't wear number 22.",
     lambda s: not s.same("Marisol", "22")),
    ("Of the five, Kasey scored the fewest points.",
     lambda s: s.n(P, "Kasey") == 12),
    ("Luna scored 6 points more than Marisol.",
     lambda s: s.n(P, "Luna") == s.n(P, "Marisol") + 6),
]
NUM = None
DOT = False
INTRO = ["Five jammers from five different teams scored points at a roller derby tournament."]
OUTRO = []
REMARKS = INTRO + OUTRO
