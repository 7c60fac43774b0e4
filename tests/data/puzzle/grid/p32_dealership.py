D = "Days"
C = "Commissions"
CATEGORIES = [
    ("Salespeople", ["Gary", "Helen", "Irene", "Joel"]),
    ("Last names", ["Kemp", "Lowry", "Marsh", "Nolan"]),
    ("Models", ["convertible", "minivan", "pickup", "sedan"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Commissions", ["$350", "$425", "$500", "$575"], [350, 425, 500, 575]),
]
SOLUTION = [
    ["Gary", "Marsh", "pickup", "Wednesday", "$500"],
    ["Helen", "Kemp", "convertible", "Monday", "$575"],
    ["Irene", "Nolan", "sedan", "Thursday", "$350"],
    ["Joel", "Lowry", "minivan", "Tuesday", "$425"],
]
CLUES = [
    ("Helen's commission was $150 more than Joel's.", lambda s: s.n(C, "Helen") == s.n(C, "Joel") + 150),
    ("The sale made on Thursday earned the smallest commission.", lambda s: s.n(C, "Thursday") == 350),
    ("Marsh sold the pickup the day after Lowry made a sale.",
     lambda s: s.same("Marsh", "pickup") and s.n(D, "Marsh") == s.n(D, "Lowry") + 1),
    ("The convertible was sold on Monday, but not by Nolan.",
     lambda s: s.same("convertible", "Monday") and not s.same("convertible", "Nolan")),
    ("Irene isn't Lowry.", lambda s: not s.same("Irene", "Lowry")),
    ("Of Gary and the salesperson who sold the sedan, one is Marsh and the other earned $350.",
     lambda s: not s.same("Gary", "sedan") and (
         (s.same("Gary", "Marsh") and s.same("sedan", "$350")) or
         (s.same("sedan", "Marsh") and s.same("Gary", "$350")))),
    ("Joel sold the minivan.", lambda s: s.same("Joel", "minivan")),
    ("Kemp's commission was the largest of the week.", lambda s: s.n(C, "Kemp") == 575),
]
NUM = "."
DOT = False
INTRO = [
    "A Big Week at Ridgeway Motors",
    "Last week each of the four salespeople at Ridgeway Motors sold exactly one vehicle, on four different days from Monday through Thursday. Each sale earned a different commission. Determine each salesperson's full name, the model sold, the day of the sale, and the commission earned.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
