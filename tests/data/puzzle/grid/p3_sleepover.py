A = "Ages"
def a(s, x):
    return s.n(A, x)
BROTHERS = ["Hugo", "Jack", "Leo"]
COUSINS = ["Isla", "Kate"]
CATEGORIES = [
    ("Children", ["Hugo", "Isla", "Jack", "Kate", "Leo"]),
    ("Ages", ["6", "7", "8", "9", "10"], [6, 7, 8, 9, 10]),
    ("Sleeping bags", ["dinosaur", "mermaid", "rocket", "tiger", "unicorn"]),
]
CLUES = [
    ("The eldest of the three brothers has the rocket bag.",
     lambda s: s.v("Children", "rocket") == max(BROTHERS, key=lambda c: a(s, c))),
    ("Of the two cousins, one is 9 and the other brought the tiger bag.",
     lambda s: (s.same("Isla", "9") and s.same("Kate", "tiger")) or (s.same("Kate", "9") and s.same("Isla", "tiger"))),
    ("Jack is two years younger than Leo.", lambda s: a(s, "Jack") == a(s, "Leo") - 2),
    ("The unicorn bag belongs to a child who is a year older than Leo.", lambda s: a(s, "unicorn") == a(s, "Leo") + 1),
    ("The youngest child sleeps in the dinosaur bag.", lambda s: a(s, "dinosaur") == 6),
    ("Isla is older than Jack but younger than Leo.", lambda s: a(s, "Jack") < a(s, "Isla") < a(s, "Leo")),
]
REMARKS = ["Hugo, Jack and Leo are brothers; Isla and Kate are their cousins. All five, aged 6 to 10, had a sleepover at Grandad's, and each brought a different sleeping bag."]
