R = "Ranks"
CATEGORIES = [
    ("Ranks", ["1st", "2nd", "3rd", "4th"]),
    ("Dogs", ["Biscuit", "Comet", "Pepper", "Ziggy"]),
    ("Breed", ["beagle", "collie", "poodle", "terrier"]),
    ("Owners", ["Hana", "Ivan", "Jorge", "Kate"]),
]
CLUES = [
    ("Hana's dog finished one place behind the beagle.", lambda s: s.n(R, "Hana") == s.n(R, "beagle") + 1),
    ("Pepper placed higher than Ziggy.", lambda s: s.n(R, "Pepper") < s.n(R, "Ziggy")),
    ("The poodle finished behind Biscuit.", lambda s: s.n(R, "poodle") > s.n(R, "Biscuit")),
    ("Ivan doesn't own the terrier.", lambda s: not s.same("Ivan", "terrier")),
    ("Jorge's dog finished two places behind Ziggy.", lambda s: s.n(R, "Jorge") == s.n(R, "Ziggy") + 2),
    ("Kate's dog finished directly behind Ivan's.", lambda s: s.n(R, "Kate") == s.n(R, "Ivan") + 1),
]
QUESTIONS = [("Which dog won?", lambda s: s.v("Dogs", "1st"))]
