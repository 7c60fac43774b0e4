T = "Times"
A = "Age"
CATEGORIES = [
    ("Runners", ["Mr Garner", "Mrs Hobbs", "Ms Iles", "Mr Jordan", "Mrs Kent"]),
    ("Costumes", ["banana", "chicken", "pirate", "superhero", "tutu"]),
    ("Times", ["24 minutes", "27 minutes", "30 minutes", "33 minutes", "36 minutes"], [24, 27, 30, 33, 36]),
    ("Charities", ["air ambulance", "animal shelter", "cancer research", "food bank", "hospice"]),
    ("Age", ["25", "32", "39", "46", "53"], [25, 32, 39, 46, 53]),
]
SOLUTION = [
    ["Mr Garner", "pirate", "30 minutes", "hospice", "46"],
    ["Mrs Hobbs", "banana", "24 minutes", "food bank", "32"],
    ["Ms Iles", "tutu", "36 minutes", "air ambulance", "25"],
    ["Mr Jordan", "chicken", "27 minutes", "animal shelter", "53"],
    ["Mrs Kent", "superhero", "33 minutes", "cancer research", "39"],
]
MEN = ("Mr Garner", "Mr Jordan")
CLUES = [
    ("The runner dressed as a banana was the fastest.", lambda s: s.n(T, "banana") == 24),
    ("The youngest runner, who ran for the air ambulance, was also the slowest.",
     lambda s: s.same("25", "air ambulance") and s.same("25", "36 minutes")),
    ("Mr Jordan, the oldest, finished three minutes behind Mrs Hobbs.",
     lambda s: s.n(A, "Mr Jordan") == 53 and s.n(T, "Mr Jordan") == s.n(T, "Mrs Hobbs") + 3),
    ("The superhero was six minutes slower than the man in the chicken suit.",
     lambda s: s.v("Runners", "chicken") in MEN and s.n(T, "superhero") == s.n(T, "chicken") + 6),
    ("The hospice runner is seven years older than Mrs Kent.", lambda s: s.n(A, "hospice") == s.n(A, "Mrs Kent") + 7),
    ("Ms Iles wore the tutu.", lambda s: s.same("Ms Iles", "tutu")),
    ("The food bank runner is 32.", lambda s: s.same("food bank", "32")),
    ("Mr Garner ran for the hospice.", lambda s: s.same("Mr Garner", "hospice")),
    ("Mrs Kent finished three minutes behind Mr Garner.", lambda s: s.n(T, "Mrs Kent") == s.n(T, "Mr Garner") + 3),
    ("Mrs Hobbs is younger than Mrs Kent, and Mr Jordan didn't run for cancer research.",
     lambda s: s.n(A, "Mrs Hobbs") < s.n(A, "Mrs Kent") and not s.same("Mr Jordan", "cancer research")),
]
NUM = "."
DOT = False
INTRO = ["Five runners in fancy dress ran the 5K charity fun run in the park, each raising money for a different cause."]
OUTRO = ["Ages are in years."]
REMARKS = INTRO + OUTRO
