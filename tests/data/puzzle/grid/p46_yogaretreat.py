D = "Days"
A = "Ages"
CATEGORIES = [
    ("Guests", ["Anneliese", "Bao", "Corentin", "Devika"]),
    ("Classes", ["aerial", "hatha", "restorative", "vinyasa"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
    ("Ages", ["26", "31", "38", "45"], [26, 31, 38, 45]),
]
SOLUTION = [
    ["Anneliese", "vinyasa", "Wednesday", "31"],
    ["Bao", "aerial", "Monday", "45"],
    ["Corentin", "hatha", "Thursday", "26"],
    ["Devika", "restorative", "Tuesday", "38"],
]
CLUES = [
    ("The aerial class took place on Monday.", lambda s: s.same("aerial", "Monday")),
    ("Corentin is the youngest guest.", lambda s: s.n(A, "Corentin") == 26),
    ("The guest who took the restorative class is 7 years older than Anneliese.", lambda s: s.n(A, "restorative") == s.n(A, "Anneliese") + 7),
    ("Devika's class fell on the day after the aerial class.", lambda s: s.n(D, "Devika") == s.n(D, "aerial") + 1),
]
CLUES.append(("Bao is 14 years older than the guest who chose vinyasa.", lambda s: s.n(A, "Bao") == s.n(A, "vinyasa") + 14))
CLUES.append(("Anneliese is 5 years older than the guest whose class was on Thursday.", lambda s: s.n(A, "Anneliese") == s.n(A, "Thursday") + 5))
NUM = "."
INTRO = ["Four guests at a mountain yoga retreat each booked a different one-off class, each on a different day of the week."]
REMARKS = INTRO
