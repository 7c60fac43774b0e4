F = "Floors"
CATEGORIES = [
    ("Residents", ["Mr Archer", "Mrs Baxter", "Mr Cole", "Ms Drake", "Mrs Evans"]),
    ("Floors", ["ground", "first", "second", "third", "fourth"], [0, 1, 2, 3, 4]),
    ("Jobs", ["accountant", "chef", "dentist", "nurse", "teacher"]),
    ("Pets", ["budgie", "cat", "goldfish", "rabbit", "tortoise"]),
]
INTRO = [
    "Kingsmead House is a small block of five flats, one on each floor from the ground "
    "floor up to the fourth. Each flat has one occupant, each with a different job and a "
    "different pet (the landlord is not strict).",
]
CLUES = [
    ("The nurse lives on the ground floor, directly below the man who keeps goldfish.",
     lambda s: s.n(F, "nurse") == 0 and s.n(F, "goldfish") == 1),
    ("Ms Drake lives on the top floor, two floors above the accountant.",
     lambda s: s.n(F, "Ms Drake") == 4 and s.n(F, "accountant") == 2),
    ("Mr Archer, the chef, lives directly above Mrs Evans.",
     lambda s: s.same("Mr Archer", "chef") and s.n(F, "Mr Archer") == s.n(F, "Mrs Evans") + 1),
    ("The tortoise's owner lives somewhere below the teacher.",
     lambda s: s.n(F, "tortoise") < s.n(F, "teacher")),
    ("The budgie belongs to the dentist.", lambda s: s.same("budgie", "dentist")),
    ("The rabbit lives on the floor immediately below the cat.",
     lambda s: s.n(F, "rabbit") == s.n(F, "cat") - 1),
    ("Mrs Baxter lives below Mrs Evans.", lambda s: s.n(F, "Mrs Baxter") < s.n(F, "Mrs Evans")),
    ("Mrs Baxter's flat is directly below Mr Cole's.",
     lambda s: s.n(F, "Mrs Baxter") == s.n(F, "Mr Cole") - 1),
    ("The cat lives two floors higher than the goldfish.",
     lambda s: s.n(F, "cat") == s.n(F, "goldfish") + 2),
]
OUTRO = ["Who lives on each floor, what does each do, and which pet does each keep?"]
REMARKS = INTRO + OUTRO
