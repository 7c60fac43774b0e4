A = "Ages"
CATEGORIES = [
    ("Children", ["Bodhi", "Clementine", "Dara", "Elio"]),
    ("Colours", ["fuchsia", "indigo", "lime", "tangerine"]),
    ("Ages", ["7", "8", "9", "10"], [7, 8, 9, 10]),
]
SOLUTION = [
    ["Bodhi", "lime", "9"],
    ["Clementine", "indigo", "7"],
    ["Dara", "tangerine", "10"],
    ["Elio", "fuchsia", "8"],
]
CLUES = [
    ("The child who made the indigo shirt is the youngest.", lambda s: s.n(A, "indigo") == 7),
    ("Dara is 3 years older than Clementine.", lambda s: s.n(A, "Dara") == s.n(A, "Clementine") + 3),
    ("Elio is a year younger than the child who made the lime shirt.", lambda s: s.n(A, "Elio") == s.n(A, "lime") - 1),
    ("Dara chose neither fuchsia nor lime.", lambda s: not s.same("Dara", "fuchsia") and not s.same("Dara", "lime")),
]
NUM = "."
INTRO = ["At a summer camp craft session, four children of different ages each tie-dyed a T-shirt in a different main colour."]
REMARKS = INTRO
QUESTIONS = [("How old is the child who made the tangerine shirt?", lambda s: s.v("Ages", "tangerine"))]
