T = "Times"
P = "Prices"
def hm(h, m=0):
    return h * 60 + m
CATEGORIES = [
    ("Dogs", ["Biscuit", "Clover", "Duke", "Maple", "Ziggy"]),
    ("Breeds", ["beagle", "corgi", "poodle", "schnauzer", "sheltie"]),
    ("Times", ["8 a.m.", "9 a.m.", "10 a.m.", "11 a.m.", "noon"], [hm(8), hm(9), hm(10), hm(11), hm(12)]),
    ("Prices", ["$45", "$55", "$65", "$75", "$85"], [45, 55, 65, 75, 85]),
    ("Groomers", ["Anya", "Beth", "Cruz", "Dmitri", "Eloise"]),
]
SOLUTION = [
    ["Biscuit", "corgi", "10 a.m.", "$55", "Cruz"],
    ["Clover", "poodle", "8 a.m.", "$85", "Anya"],
    ["Duke", "beagle", "noon", "$45", "Eloise"],
    ["Maple", "sheltie", "11 a.m.", "$75", "Beth"],
    ["Ziggy", "schnauzer", "9 a.m.", "$65", "Dmitri"],
]
CLUES = [
    ("The poodle had the first appointment of the day and cost the most.",
     lambda s: s.n(T, "poodle") == hm(8) and s.n(P, "poodle") == 85),
    ("Duke's groom cost $10 less than Biscuit's.",
     lambda s: s.n(P, "Duke") == s.n(P, "Biscuit") - 10),
    ("The dog booked at 11 a.m. was groomed by Beth.",
     lambda s: s.same("11 a.m.", "Beth")),
    ("The schnauzer's appointment was an hour before the corgi's.",
     lambda s: s.n(T, "schnauzer") == s.n(T, "corgi") - 60),
    ("Of Maple and the dog Cruz groomed, one is a sheltie and the other came in at 10 a.m.",
     lambda s: not s.same("Maple", "Cruz") and (
         (s.same("Maple", "sheltie") and s.same("Cruz", "10 a.m.")) or
         (s.same("Cruz", "sheltie") and s.same("Maple", "10 a.m.")))),
    ("The $65 groom was done by Dmitri.", lambda s: s.same("$65", "Dmitri")),
    ("Eloise's dog was booked 2 hours after the one Cruz groomed.",
     lambda s: s.n(T, "Eloise") == s.n(T, "Cruz") + 120),
    ("Ziggy's groom cost $10 more than Biscuit's.",
     lambda s: s.n(P, "Ziggy") == s.n(P, "Biscuit") + 10),
    ("The five dogs were Duke, the corgi, the dog booked at 11 a.m., the one Dmitri groomed and the one with the 8 a.m. slot.",
     lambda s: len({s.e("Duke"), s.e("corgi"), s.e("11 a.m."), s.e("Dmitri"), s.e("8 a.m.")}) == 5),
    ("The beagle's groom was the cheapest.", lambda s: s.n(P, "beagle") == 45),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
