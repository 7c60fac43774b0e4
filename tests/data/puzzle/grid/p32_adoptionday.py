A = "Ages"
CATEGORIES = [
    ("Adopters", ["Colin", "Maria", "Pearl", "Stuart"]),
    ("Dogs", ["Barney", "Lulu", "Max", "Sadie"]),
    ("Breeds", ["boxer", "collie", "dachshund", "poodle mix"]),
    ("Ages", ["1 year", "3 years", "5 years", "7 years"], [1, 3, 5, 7]),
]
SOLUTION = [
    ["Colin", "Sadie", "collie", "5 years"],
    ["Maria", "Max", "dachshund", "1 year"],
    ["Pearl", "Barney", "boxer", "7 years"],
    ["Stuart", "Lulu", "poodle mix", "3 years"],
]
CLUES = [
    ("The boxer is 2 years older than the collie.", lambda s: s.n(A, "boxer") == s.n(A, "collie") + 2),
    ("Maria adopted the youngest dog.", lambda s: s.n(A, "Maria") == 1),
    ("Lulu, who isn't the dachshund, is 4 years younger than Pearl's dog.",
     lambda s: not s.same("Lulu", "dachshund") and s.n(A, "Lulu") == s.n(A, "Pearl") - 4),
    ("Max is neither the collie nor the boxer.", lambda s: not s.same("Max", "collie") and not s.same("Max", "boxer")),
    ("Pearl's dog is older than Colin's.", lambda s: s.n(A, "Pearl") > s.n(A, "Colin")),
    ("Barney is the oldest of the four dogs.", lambda s: s.n(A, "Barney") == 7),
    ("Lulu is the poodle mix, and Colin's dog is 2 years older than she is.",
     lambda s: s.same("Lulu", "poodle mix") and s.n(A, "Colin") == s.n(A, "Lulu") + 2),
    ("Stuart didn't take home the boxer.", lambda s: not s.same("Stuart", "boxer")),
]
NUM = "."
DOT = False
INTRO = [
    "Adoption Day",
    "Four dogs found new homes at the Pine County Humane Society's adoption day. Each dog is a different breed and a different age, and each went home with a different person. Determine the dog each person adopted, along with its breed and age.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
