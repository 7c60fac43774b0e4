R = "Rents"
F = "Apartments"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Tenants", ["Bo", "Celia", "Farid", "Lou"]),
    ("Apartments", ["1A", "2B", "3C", "4D"], [1, 2, 3, 4]),
    ("Rents", ["$650", "$700", "$800", "$950"], [650, 700, 800, 950]),
    ("Jobs", ["chef", "dentist", "nurse", "pilot"]),
]
SOLUTION = [
    ["Bo", "2B", "$650", "chef"],
    ["Celia", "4D", "$950", "pilot"],
    ["Farid", "1A", "$700", "dentist"],
    ["Lou", "3C", "$800", "nurse"],
]
CLUES = [
    ("Lou's rent is $150 more per month than the rent of the person in 2B.",
     lambda s: s.n(R, "Lou") == s.n(R, "2B") + 150),
    ("The four tenants are Bo, the one in apartment 4D, the person paying $700 and the nurse.",
     lambda s: diff(s, "Bo", "4D", "$700", "nurse")),
    ("The pilot pays the highest rent.", lambda s: s.n(R, "pilot") == 950),
    ("The dentist lives on a lower floor than the chef.", lambda s: s.n(F, "dentist") < s.n(F, "chef")),
    ("Celia lives on the floor directly above Lou.", lambda s: s.n(F, "Celia") == s.n(F, "Lou") + 1),
    ("The chef doesn't live in 3C.", lambda s: not s.same("chef", "3C")),
]
NUM = None
DOT = False
INTRO = ["Four tenants have just signed leases in a small walk-up where the number in each apartment's name is its floor (1A is on the first floor, 4D on the fourth)."]
OUTRO = []
REMARKS = INTRO + OUTRO
