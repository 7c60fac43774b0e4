M = "Savings"
CATEGORIES = [
    ("Children", ["Ollie", "Poppy", "Reggie"]),
    ("Savings", ["£4", "£6", "£8"], [4, 6, 8]),
    ("Jobs", ["walking the dog", "washing the car", "weeding"]),
    ("Treats", ["comic", "football cards", "slime kit"]),
]
SOLUTION = [
    ["Ollie", "£6", "walking the dog", "football cards"],
    ["Poppy", "£8", "washing the car", "slime kit"],
    ["Reggie", "£4", "weeding", "comic"],
]
CLUES = [
    ("Poppy saved £2 more than Ollie.", lambda s: s.n(M, "Poppy") == s.n(M, "Ollie") + 2),
    ("The child who saved the least bought a comic.", lambda s: s.same("£4", "comic")),
    ("The child who walked the dog didn't buy the slime kit, and neither did Reggie.",
     lambda s: not s.same("walking the dog", "slime kit") and not s.same("Reggie", "slime kit")
     and not s.same("Reggie", "walking the dog")),
    ("Whoever washed the car saved the most.", lambda s: s.n(M, "washing the car") == 8),
    ("Ollie didn't do the weeding.", lambda s: not s.same("Ollie", "weeding")),
    ("Reggie didn't save as much as Ollie.", lambda s: s.n(M, "Reggie") < s.n(M, "Ollie")),
]
QUESTIONS = [("What did Ollie buy?", lambda s: s.v("Treats", "Ollie"))]
NUM = "."
DOT = False
INTRO = ["Three children did a job at home to earn pocket money, saved up a different amount, and then spent it on a treat."]
OUTRO = []
REMARKS = INTRO + OUTRO
