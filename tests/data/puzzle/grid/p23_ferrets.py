W = "Weights"
CATEGORIES = [
    ("Owners", ["Abby", "Carl", "Dina", "Ian", "Mona"]),
    ("Ferrets", ["Bandit", "Pippin", "Scout", "Tango", "Ziggy"]),
    ("Weights", ["650 g", "800 g", "950 g", "1100 g", "1250 g"], [650, 800, 950, 1100, 1250]),
]
SOLUTION = [
    ["Abby", "Tango", "950 g"],
    ["Carl", "Bandit", "1250 g"],
    ["Dina", "Ziggy", "650 g"],
    ["Ian", "Scout", "1100 g"],
    ["Mona", "Pippin", "800 g"],
]
CLUES = [
    ("Bandit is the heaviest ferret.", lambda s: s.n(W, "Bandit") == 1250),
    ("Dina's ferret is the lightest of the five.", lambda s: s.n(W, "Dina") == 650),
    ("Pippin weighs 150 grams more than Dina's ferret.", lambda s: s.n(W, "Pippin") == s.n(W, "Dina") + 150),
    ("Abby's ferret weighs 950 g.", lambda s: s.same("Abby", "950 g")),
    ("Scout is lighter than Bandit but heavier than Tango.",
     lambda s: s.n(W, "Bandit") > s.n(W, "Scout") > s.n(W, "Tango")),
    ("Neither Ian nor Mona owns Ziggy.", lambda s: not s.same("Ian", "Ziggy") and not s.same("Mona", "Ziggy")),
    ("Mona's ferret is lighter than Ian's.", lambda s: s.n(W, "Mona") < s.n(W, "Ian")),
    ("Tango is 300 grams heavier than Ziggy.", lambda s: s.n(W, "Tango") == s.n(W, "Ziggy") + 300),
    ("Ian doesn't own Bandit.", lambda s: not s.same("Ian", "Bandit")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
