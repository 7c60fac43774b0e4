T = "Times"
CATEGORIES = [
    ("First names", ["Claire", "Darren", "Emma", "Gavin", "Helen"]),
    ("Surnames", ["Marsh", "Newton", "Oakes", "Price", "Quigley"]),
    ("Times", ["41 minutes", "44 minutes", "47 minutes", "50 minutes", "53 minutes"],
     [41, 44, 47, 50, 53]),
    ("Charities", ["air ambulance", "animal shelter", "cancer research",
                   "children's hospice", "lifeboats"]),
]
INTRO = [
    "Five members of the staff at Hartley's department store ran in the town's 10k fun run "
    "on Sunday, each raising money for a different charity. Happily, all five finished, "
    "and no two crossed the line in the same time.",
]
CLUES = [
    ("Darren finished three minutes ahead of Ms Price, who was running for cancer research.",
     lambda s: s.same("Price", "cancer research") and s.n(T, "Darren") == s.n(T, "Price") - 3),
    ("The runner raising money for the lifeboats, whose surname isn't Newton, finished in "
     "47 minutes.",
     lambda s: not s.same("lifeboats", "Newton") and s.same("lifeboats", "47 minutes")),
    ("Emma was the last of the five home, three minutes behind Mr Newton.",
     lambda s: s.n(T, "Emma") == 53 and s.n(T, "Newton") == 50),
    ("Claire finished somewhere ahead of Gavin but behind the runner collecting for the "
     "air ambulance.",
     lambda s: s.n(T, "air ambulance") < s.n(T, "Claire") < s.n(T, "Gavin")),
    ("Miss Oakes was not collecting for the animal shelter.",
     lambda s: not s.same("Oakes", "animal shelter")),
    ("Darren's surname isn't Marsh.", lambda s: not s.same("Darren", "Marsh")),
    ("Gavin crossed the line nine minutes after Darren.",
     lambda s: s.n(T, "Gavin") == s.n(T, "Darren") + 9),
    ("Helen finished ahead of Claire, and Emma wasn't running for the children's hospice.",
     lambda s: s.n(T, "Helen") < s.n(T, "Claire") and not s.same("Emma", "children's hospice")),
    ("Mr Quigley finished ahead of Miss Oakes.", lambda s: s.n(T, "Quigley") < s.n(T, "Oakes")),
]
QUESTIONS = [
    ("What is Emma's surname, and for which charity was she running?",
     lambda s: (s.v("Surnames", "Emma"), s.v("Charities", "Emma"))),
]
REMARKS = INTRO
