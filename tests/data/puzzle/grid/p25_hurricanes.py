Y = "Years"
V = "Wind speeds"
CATEGORIES = [
    ("Hurricanes", ["Dolores", "Felix", "Ivana", "Marco", "Rosa"]),
    ("Years", ["1998", "2003", "2009", "2014", "2021"], [1998, 2003, 2009, 2014, 2021]),
    ("Wind speeds", ["90 mph", "110 mph", "125 mph", "140 mph", "160 mph"], [90, 110, 125, 140, 160]),
    ("States", ["Alabama", "Florida", "Georgia", "Louisiana", "Texas"]),
]
SOLUTION = [
    ["Dolores", "2009", "125 mph", "Texas"],
    ["Felix", "1998", "160 mph", "Florida"],
    ["Ivana", "2021", "90 mph", "Georgia"],
    ["Marco", "2014", "110 mph", "Alabama"],
    ["Rosa", "2003", "140 mph", "Louisiana"],
]
CLUES = [
    ("The storm that hit Florida had the strongest winds.", lambda s: s.n(V, "Florida") == 160),
    ("Ivana is the most recent of the five.", lambda s: s.n(Y, "Ivana") == 2021),
    ("Rosa struck 6 years before Dolores.", lambda s: s.n(Y, "Rosa") == s.n(Y, "Dolores") - 6),
    ("The 110 mph hurricane made landfall in Alabama.", lambda s: s.same("110 mph", "Alabama")),
    ("Neither the 2009 storm nor Felix hit Georgia.", lambda s: not s.same("2009", "Georgia") and not s.same("Felix", "Georgia")),
    ("The Louisiana storm came before the Texas storm.", lambda s: s.n(Y, "Louisiana") < s.n(Y, "Texas")),
    ('Felix is the oldest storm on the list.', lambda s: s.n(Y, "Felix") == 1998),
    ("The Texas hurricane had winds 15 mph stronger than Marco's.", lambda s: s.n(V, "Texas") == s.n(V, "Marco") + 15),
    ("Rosa's winds were 50 mph stronger than Ivana's.", lambda s: s.n(V, "Rosa") == s.n(V, "Ivana") + 50),
    ('Felix made landfall in Florida.', lambda s: s.same("Felix", "Florida")),
]
NUM = None
DOT = False
INTRO = ["Each of these five hurricanes made landfall in a different state."]
OUTRO = []
REMARKS = INTRO + OUTRO
