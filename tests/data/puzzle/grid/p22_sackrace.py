P = "Places"
CATEGORIES = [
    ("Children", ["Amy", "Ben", "Chloe", "Dev"]),
    ("Teams", ["Red", "Blue", "Green", "Yellow"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Amy", "Green", "3rd"],
    ["Ben", "Red", "1st"],
    ["Chloe", "Yellow", "4th"],
    ["Dev", "Blue", "2nd"],
]
CLUES = [
    ("Ben won the sack race.", lambda s: s.n(P, "Ben") == 1),
    ("Dev finished one place ahead of Amy.", lambda s: s.n(P, "Dev") == s.n(P, "Amy") - 1),
    ("The girl in the Yellow team came last.", lambda s: s.n(P, "Yellow") == 4),
    ("Chloe finished somewhere behind Dev.", lambda s: s.n(P, "Chloe") > s.n(P, "Dev")),
    ("Neither Amy nor Dev is in the Red team.", lambda s: not s.same("Amy", "Red") and not s.same("Dev", "Red")),
    ("Amy isn't in the Blue team.", lambda s: not s.same("Amy", "Blue")),
]
QUESTIONS = [
    ("Who finished third?", lambda s: s.v("Children", "3rd")),
    ("Which team is Chloe in?", lambda s: s.v("Teams", "Chloe")),
]
NUM = "."
DOT = False
INTRO = ["Four children from different teams lined up for the sack race at the school sports day."]
OUTRO = []
REMARKS = INTRO + OUTRO
