F = "Floors"
CATEGORIES = [
    ("Floors", ["first floor", "second floor", "third floor", "fourth floor"]),
    ("Tenants", ["Kemal", "Lucia", "Marek", "Nadia"]),
    ("Pets", ["cat", "ferret", "parrot", "tortoise"]),
    ("Jobs", ["baker", "dentist", "pilot", "tailor"]),
]
CLUES = [
    ("The dentist lives on the top floor.", lambda s: s.n(F, "dentist") == 4),
    ("Marek lives directly below the baker.", lambda s: s.n(F, "Marek") == s.n(F, "baker") - 1),
    ("Kemal lives two floors above Marek.", lambda s: s.n(F, "Kemal") == s.n(F, "Marek") + 2),
    ("The ferret's owner lives directly above the baker.",
     lambda s: s.n(F, "ferret") == s.n(F, "baker") + 1),
    ("Lucia is neither the tailor nor the baker.",
     lambda s: not s.same("Lucia", "tailor") and not s.same("Lucia", "baker")),
    ("The cat's owner lives somewhere below Nadia.", lambda s: s.n(F, "cat") < s.n(F, "Nadia")),
    ("The tortoise lives somewhere below the cat.", lambda s: s.n(F, "tortoise") < s.n(F, "cat")),
]
