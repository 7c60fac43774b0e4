N = "Number baked"
P = "Prices"
CATEGORIES = [
    ("Bakers", ["Hannah", "Isaac", "Jess", "Kofi"]),
    ("Treats", ["brownies", "flapjacks", "lemon bars", "cookies"]),
    ("Number baked", ["12", "18", "24", "30"], [12, 18, 24, 30]),
    ("Prices", ["20p", "30p", "40p", "50p"], [20, 30, 40, 50]),
]
SOLUTION = [
    ["Hannah", "flapjacks", "24", "30p"],
    ["Isaac", "brownies", "12", "50p"],
    ["Jess", "cookies", "30", "20p"],
    ["Kofi", "lemon bars", "18", "40p"],
]
CLUES = [
    ("Isaac baked 12 fewer treats than Hannah.", lambda s: s.n(N, "Isaac") == s.n(N, "Hannah") - 12),
    ("The cookies were the cheapest, and there were more of them than of anything else.",
     lambda s: s.n(P, "cookies") == 20 and s.n(N, "cookies") == 30),
    ("The lemon bars cost 10p less each than the brownies.", lambda s: s.n(P, "lemon bars") == s.n(P, "brownies") - 10),
    ("Kofi baked six more treats than Isaac.", lambda s: s.n(N, "Kofi") == s.n(N, "Isaac") + 6),
    ("Kofi charged 10p less than Isaac.", lambda s: s.n(P, "Kofi") == s.n(P, "Isaac") - 10),
    ("Jess baked more treats than Kofi.", lambda s: s.n(N, "Jess") > s.n(N, "Kofi")),
    ("Hannah didn't make the lemon bars.", lambda s: not s.same("Hannah", "lemon bars")),
    ("The child who baked 24 treats charged 30p for each one.", lambda s: s.same("24", "30p")),
]
QUESTIONS = [
    ("What did Jess bake?", lambda s: s.v("Treats", "Jess")),
    ("How many treats did Kofi bake?", lambda s: s.v(N, "Kofi")),
]
NUM = None
DOT = False
INTRO = ["Four children baked for the class bake sale. Each made a different treat, baked a different number of them and set a different price for each one."]
OUTRO = []
REMARKS = INTRO + OUTRO
