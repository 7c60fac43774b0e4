P = "Scores"
CATEGORIES = [
    ("Cooks", ["Agnes", "Bruce", "Callum", "Morag", "Shona"]),
    ("Toppings", ["blackberries", "cream", "golden syrup", "honey", "whisky"]),
    ("Scores", ["6.5", "7.0", "7.5", "8.5", "9.0"], [65, 70, 75, 85, 90]),
]
SOLUTION = [
    ["Agnes", "honey", "8.5"],
    ["Bruce", "whisky", "6.5"],
    ["Callum", "blackberries", "9.0"],
    ["Morag", "golden syrup", "7.0"],
    ["Shona", "cream", "7.5"],
]
CLUES = [
    ("The porridge topped with blackberries won the contest.", lambda s: s.n(P, "blackberries") == 90),
    ("Bruce added a dram of whisky to his porridge, but he still scored lowest.",
     lambda s: s.same("Bruce", "whisky") and s.n(P, "Bruce") == 65),
    ("Shona scored half a point more than Morag.", lambda s: s.n(P, "Shona") == s.n(P, "Morag") + 5),
    ("Agnes scored a point more than Shona.", lambda s: s.n(P, "Agnes") == s.n(P, "Shona") + 10),
    ("Morag didn't use honey or cream.", lambda s: not s.same("Morag", "honey") and not s.same("Morag", "cream")),
    ("The cream topping scored lower than the honey.", lambda s: s.n(P, "cream") < s.n(P, "honey")),
]
QUESTIONS = [("Which topping did Shona use?", lambda s: s.v("Toppings", "Shona"))]
NUM = ")"
DOT = False
INTRO = [
    "Every October the village hall in Glenbrae hosts a porridge-making contest. This year five cooks took part, each finishing their porridge with a different topping. The judges scored each bowl out of ten, and no two bowls got the same score.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
