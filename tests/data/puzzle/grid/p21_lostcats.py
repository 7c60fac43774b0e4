D = "Days"
CATEGORIES = [
    ("Cats", ["Biscuit", "Marmalade", "Pepper", "Sooty"]),
    ("Owners", ["Mrs Hale", "Mr Ingram", "Miss Jessop", "Mr Kirby"]),
    ("Places", ["church tower", "coal bunker", "garden shed", "laundry basket"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
]
SOLUTION = [
    ["Biscuit", "Mr Ingram", "church tower", "Wednesday"],
    ["Marmalade", "Miss Jessop", "laundry basket", "Monday"],
    ["Pepper", "Mrs Hale", "coal bunker", "Thursday"],
    ["Sooty", "Mr Kirby", "garden shed", "Tuesday"],
]
CLUES = [
    ("Mrs Hale's cat was found the day after the one which had climbed the church tower.",
     lambda s: s.n(D, "Mrs Hale") == s.n(D, "church tower") + 1),
    ("Marmalade, the first to be found, doesn't belong to Mr Kirby.",
     lambda s: s.n(D, "Marmalade") == 1 and not s.same("Marmalade", "Mr Kirby")),
    ("Sooty was rescued from the garden shed the day before Biscuit turned up.",
     lambda s: s.same("Sooty", "garden shed") and s.n(D, "Sooty") == s.n(D, "Biscuit") - 1),
    ("The cat curled up in the laundry basket is Miss Jessop's.",
     lambda s: s.same("laundry basket", "Miss Jessop")),
    ("Neither Pepper nor Mr Kirby's cat was found on Wednesday.",
     lambda s: not s.same("Pepper", "Wednesday") and not s.same("Mr Kirby", "Wednesday") and not s.same("Pepper", "Mr Kirby")),
    ("Mr Ingram's cat, which was found two days after Marmalade, wasn't the one found in the coal bunker.",
     lambda s: s.n(D, "Mr Ingram") == s.n(D, "Marmalade") + 2 and not s.same("Mr Ingram", "coal bunker")),
]
NUM = "."
DOT = True
INTRO = ["Missing Moggies",
         "Four cats went missing from their homes in Orchard Close last week. "
         "Each was found on a different day, from Monday to Thursday, hiding in a different unlikely place. "
         "Can you work out whose cat was found where, and when?"]
OUTRO = []
REMARKS = INTRO + OUTRO
