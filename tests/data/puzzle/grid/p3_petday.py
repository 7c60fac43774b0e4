A = "Ages"
def a(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Pets", ["Bramble", "Coco", "Mochi", "Pip"]),
    ("Animals", ["ferret", "hamster", "rabbit", "tortoise"]),
    ("Ages", ["6 months", "1 year", "18 months", "2 years"], [6, 12, 18, 24]),
    ("Owners", ["Ada", "Ben", "Cleo", "Dev"]),
]
CLUES = [
    ("Mochi, the oldest pet there, isn't the rabbit.",
     lambda s: a(s, "Mochi") == 24 and not s.same("Mochi", "rabbit")),
    ("The hamster is six months younger than Pip.", lambda s: a(s, "hamster") == a(s, "Pip") - 6),
    ("Cleo's pet is a year older than Dev's.", lambda s: a(s, "Cleo") == a(s, "Dev") + 12),
    ("Ben owns neither the rabbit nor the tortoise.",
     lambda s: not s.same("Ben", "rabbit") and not s.same("Ben", "tortoise")),
    ("Ada's pet has been around longer than the ferret has.", lambda s: a(s, "Ada") > a(s, "ferret")),
    ("Bramble is half a year older than the ferret.", lambda s: a(s, "Bramble") == a(s, "ferret") + 6),
    ("The youngest pet belongs to Dev.", lambda s: a(s, "Dev") == 6),
    ("Pip isn't the rabbit.", lambda s: not s.same("Pip", "rabbit")),
]
REMARKS = ["Four children brought their pets to school for pet day, and each told the class how old their animal was."]
