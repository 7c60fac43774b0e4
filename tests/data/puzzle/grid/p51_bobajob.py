E = "Earnings"
CATEGORIES = [
    ("Cubs", ["Ian", "Keith", "Martin", "Neil"]),
    ("Jobs", ["car washing", "dog walking", "lawn mowing", "window cleaning"]),
    ("Earnings", ["50p", "75p", "£1", "£1.25"], [50, 75, 100, 125]),
]
SOLUTION = [
    ["Ian", "dog walking", "75p"],
    ["Keith", "lawn mowing", "£1.25"],
    ["Martin", "window cleaning", "50p"],
    ["Neil", "car washing", "£1"],
]
CLUES = [
    ("The boy who mowed a lawn was paid the most.", lambda s: s.n(E, "lawn mowing") == 125),
    ("Ian earned 25p more than Martin.", lambda s: s.n(E, "Ian") == s.n(E, "Martin") + 25),
    ("Neil didn't walk a dog, but he did earn more than Ian.",
     lambda s: not s.same("Neil", "dog walking") and s.n(E, "Neil") > s.n(E, "Ian")),
    ("The window cleaning brought in only 50p.", lambda s: s.same("window cleaning", "50p")),
    ("Keith was paid more than Neil.", lambda s: s.n(E, "Keith") > s.n(E, "Neil")),
]
QUESTIONS = [
    ("How much did Neil earn?", lambda s: s.v(E, "Neil")),
    ("Which job did Ian do?", lambda s: s.v("Jobs", "Ian")),
]
NUM = ")"
INTRO = ["During Bob-a-Job Week, four cubs from the 1st Dunford pack each did one job for a neighbour, and each was paid a different sum for his trouble."]
ASK = "Can you work out which job each boy did and what he earned?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
