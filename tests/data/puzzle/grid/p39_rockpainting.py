D = "Days"
CATEGORIES = [
    ("Children", ["Milly", "Nate", "Orla", "Pip"]),
    ("Pictures", ["ladybird", "rainbow", "owl", "sun"]),
    ("Places", ["by the bench", "on the wall", "near the swings", "under the slide"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Milly", "owl", "near the swings", "Tuesday"],
    ["Nate", "sun", "by the bench", "Thursday"],
    ["Orla", "ladybird", "on the wall", "Monday"],
    ["Pip", "rainbow", "under the slide", "Wednesday"],
]
CLUES = [
    ("The ladybird pebble was hidden on the wall the day before Milly's.",
     lambda s: s.same("ladybird", "on the wall") and s.n(D, "ladybird") == s.n(D, "Milly") - 1),
    ("Nate hid his pebble by the bench, later in the week than anyone else.",
     lambda s: s.same("Nate", "by the bench") and s.n(D, "Nate") == 4),
    ("Pip's rainbow wasn't hidden on Monday.", lambda s: s.same("Pip", "rainbow") and s.n(D, "Pip") != 1),
    ("The owl was not hidden under the slide.", lambda s: not s.same("owl", "under the slide")),
    ("The sun was hidden the day after the rainbow.", lambda s: s.n(D, "sun") == s.n(D, "rainbow") + 1),
]
QUESTIONS = [("Where was the owl hidden?", lambda s: s.v("Places", "owl"))]
NUM = "."
DOT = False
INTRO = ["Four children painted pebbles and hid them around the park for others to find. Each painted a different picture and hid it on a different day, from Monday to Thursday."]
OUTRO = []
REMARKS = INTRO + OUTRO
