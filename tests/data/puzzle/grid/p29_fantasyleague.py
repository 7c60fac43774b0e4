P = "Points"
W = "Wins"
CATEGORIES = [
    ("Managers", ["Frankie", "Gwen", "Hugo", "Imani", "Jorge"]),
    ("Teams", ["Bench Warmers", "Gridiron Gang", "Hail Marys", "Late Hits", "Red Zoners"]),
    ("Points", ["1180 points", "1240 points", "1300 points", "1360 points", "1420 points"], [1180, 1240, 1300, 1360, 1420]),
    ("Wins", ["6 wins", "7 wins", "8 wins", "9 wins", "10 wins"], [6, 7, 8, 9, 10]),
]
SOLUTION = [
    ["Frankie", "Late Hits", "1360 points", "7 wins"],
    ["Gwen", "Hail Marys", "1180 points", "9 wins"],
    ["Hugo", "Red Zoners", "1420 points", "10 wins"],
    ["Imani", "Bench Warmers", "1240 points", "6 wins"],
    ["Jorge", "Gridiron Gang", "1300 points", "8 wins"],
]
CLUES = [
    ("The team with the most points also won the most games.", lambda s: s.n(W, "1420 points") == 10),
    ("Gwen's team scored the fewest points but still won 9 games.",
     lambda s: s.n(P, "Gwen") == 1180 and s.same("Gwen", "9 wins")),
    ("The Bench Warmers won 2 fewer games than the Gridiron Gang.",
     lambda s: s.n(W, "Bench Warmers") == s.n(W, "Gridiron Gang") - 2),
    ("Frankie's team scored 60 points more than Jorge's.", lambda s: s.n(P, "Frankie") == s.n(P, "Jorge") + 60),
    ("The five managers are Gwen, Hugo, the manager of the Late Hits, the manager whose team won 8 games and Imani.",
     lambda s: len({s.e("Gwen"), s.e("Hugo"), s.e("Late Hits"), s.e("8 wins"), s.e("Imani")}) == 5),
    ("Hugo's team scored 120 points more than Jorge's.", lambda s: s.n(P, "Hugo") == s.n(P, "Jorge") + 120),
    ("Frankie's team didn't win as many games as Jorge's.", lambda s: s.n(W, "Frankie") < s.n(W, "Jorge")),
    ("The Red Zoners scored 60 points more than the Late Hits.",
     lambda s: s.n(P, "Red Zoners") == s.n(P, "Late Hits") + 60),
    ("Imani's team won the fewest games.", lambda s: s.n(W, "Imani") == 6),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
