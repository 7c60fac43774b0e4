Y = "Years played"
CATEGORIES = [
    ("Members", ["Boyd", "Jolene", "Lester", "Merle", "Rosalie"]),
    ("Instruments", ["banjo", "fiddle", "guitar", "mandolin", "upright bass"]),
    ("Years played", ["4 years", "7 years", "10 years", "13 years", "16 years"], [4, 7, 10, 13, 16]),
]
SOLUTION = [
    ["Boyd", "guitar", "16 years"],
    ["Jolene", "fiddle", "10 years"],
    ["Lester", "upright bass", "4 years"],
    ["Merle", "banjo", "13 years"],
    ["Rosalie", "mandolin", "7 years"],
]
CLUES = [
    ("The banjo player has been picking 3 years longer than Jolene.", lambda s: s.n(Y, "banjo") == s.n(Y, "Jolene") + 3),
    ("Lester has played for the shortest time, and he doesn't play the fiddle or the mandolin.",
     lambda s: s.n(Y, "Lester") == 4 and not s.same("Lester", "fiddle") and not s.same("Lester", "mandolin")),
    ("The guitarist has been playing longer than anyone else in the band.", lambda s: s.n(Y, "guitar") == 16),
    ("Rosalie has played 3 years longer than the bass player.", lambda s: s.n(Y, "Rosalie") == s.n(Y, "upright bass") + 3),
    ("Merle isn't the guitarist.", lambda s: not s.same("Merle", "guitar")),
    ("Neither Rosalie nor Jolene plays the banjo.", lambda s: not s.same("Rosalie", "banjo") and not s.same("Jolene", "banjo")),
    ("The mandolin player has been playing for fewer years than the fiddler.", lambda s: s.n(Y, "mandolin") < s.n(Y, "fiddle")),
]
QUESTIONS = [
    ("What does Merle play?", lambda s: s.v("Instruments", "Merle")),
    ("How long has Boyd been playing?", lambda s: s.v(Y, "Boyd")),
]
NUM = "."
INTRO = ["The Possum Holler String Band has five members. Each plays a different instrument, and each has been playing it for a different number of years."]
OUTRO = []
REMARKS = INTRO + OUTRO
