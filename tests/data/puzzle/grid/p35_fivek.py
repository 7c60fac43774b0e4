T = "Times"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Runners", ["Grace", "Hector", "Jules", "Priya", "Tess"]),
    ("Times", ["22 minutes", "24 minutes", "25 minutes", "27 minutes", "30 minutes"], [22, 24, 25, 27, 30]),
    ("Shirts", ["green", "orange", "purple", "red", "yellow"]),
    ("Hometowns", ["Bayside", "Elmwood", "Fairview", "Millbrook", "Westport"]),
]
SOLUTION = [
    ["Grace", "25 minutes", "purple", "Elmwood"],
    ["Hector", "30 minutes", "green", "Bayside"],
    ["Jules", "22 minutes", "yellow", "Millbrook"],
    ["Priya", "27 minutes", "red", "Westport"],
    ["Tess", "24 minutes", "orange", "Fairview"],
]
CLUES = [
    ("The runner who finished in 27 minutes ran 3 minutes faster than Hector.",
     lambda s: s.n(T, "27 minutes") == s.n(T, "Hector") - 3),
    ("Tess's time was 2 minutes slower than that of the runner in yellow.",
     lambda s: s.n(T, "Tess") == s.n(T, "yellow") + 2),
    ("The runner from Elmwood wore purple.", lambda s: s.same("Elmwood", "purple")),
    ("Of Jules and the runner from Westport, one wore red and the other had the fastest time.",
     lambda s: not s.same("Jules", "Westport") and (
         (s.same("Jules", "red") and s.n(T, "Westport") == 22) or
         (s.same("Westport", "red") and s.n(T, "Jules") == 22))),
    ("Hector, who isn't from Fairview, wore neither orange nor red.",
     lambda s: not s.same("Hector", "Fairview") and not s.same("Hector", "orange") and not s.same("Hector", "red")),
    ("The runner from Bayside was the slowest of the five.", lambda s: s.n(T, "Bayside") == 30),
    ("Grace finished before Priya but after the runner from Fairview.",
     lambda s: s.n(T, "Fairview") < s.n(T, "Grace") < s.n(T, "Priya")),
    ("The runner in orange didn't finish in 22 minutes.", lambda s: not s.same("orange", "22 minutes")),
    ("The five runners are Jules, the one in green, the Elmwood runner, the one who ran 24 minutes and Priya.",
     lambda s: diff(s, "Jules", "green", "Elmwood", "24 minutes", "Priya")),
    ("The runner from Millbrook is not the one in green.", lambda s: not s.same("Millbrook", "green")),
    ("The runner in orange is from Fairview.", lambda s: s.same("orange", "Fairview")),
]
NUM = "."
DOT = False
INTRO = ["All five runners started the Harvest 5K together."]
OUTRO = []
REMARKS = INTRO + OUTRO
