# Newspaper weekly; weights, days, a list of different people.
K = "Weights"
D_ = "Days"
def k(s, x):
    return s.n(K, x)
def d(s, x):
    return s.n(D_, x)
NUM = ""
DOT = True
CATEGORIES = [
    ("Pickers", ["Arlo", "Bethan", "Cosmo", "Dilys"]),
    ("Fields", ["Long Acre", "Mill Field", "North Field", "Top Field"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Weights", ["3.5 kg", "4 kg", "5.5 kg", "6 kg"], [35, 40, 55, 60]),
]
SOLUTION = [("Arlo", "Mill Field", "Wednesday", "5.5 kg"), ("Bethan", "Long Acre", "Monday", "3.5 kg"),
            ("Cosmo", "Top Field", "Thursday", "6 kg"), ("Dilys", "North Field", "Tuesday", "4 kg")]
INTRO = ["Four friends each spent one day of the week picking strawberries at Hollin Farm, each in a different field."]
CLUES = [
    ("Cosmo picked the most, and he picked on Thursday.", lambda s: k(s, "Cosmo") == 60 and s.same("Cosmo", "Thursday")),
    ("The picker in Long Acre picked 2 kg less than Arlo.", lambda s: k(s, "Long Acre") == k(s, "Arlo") - 20),
    ("The Tuesday picker worked in North Field.", lambda s: s.same("Tuesday", "North Field")),
    ("Bethan picked the day before Dilys.", lambda s: d(s, "Bethan") == d(s, "Dilys") - 1),
    ("Arlo wasn't in Top Field.", lambda s: not s.same("Arlo", "Top Field")),
    ("The Wednesday picker picked more than the Tuesday picker.", lambda s: k(s, "Wednesday") > k(s, "Tuesday")),
    ("Dilys picked 0.5 kg more than Bethan.", lambda s: k(s, "Dilys") == k(s, "Bethan") + 5),
    ("The four pickers were Arlo, the one in Top Field, the Tuesday picker and the one who picked 3.5 kg.",
     lambda s: len({s.e("Arlo"), s.e("Top Field"), s.e("Tuesday"), s.e("3.5 kg")}) == 4),
]
QUESTIONS = [("How much did Dilys pick?", lambda s: s.v(K, "Dilys"))]
REMARKS = INTRO
