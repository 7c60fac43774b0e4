O = "Order"
CATEGORIES = [
    ("Performers", ["Ada", "Boris", "Cleo", "Dmitri", "Eve", "Fraser"]),
    ("Acts", ["beatbox", "comedy", "guitar", "magic", "poetry", "ukulele"]),
    ("Order", ["1st", "2nd", "3rd", "4th", "5th", "6th"], [1, 2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Ada", "poetry", "3rd"],
    ["Boris", "comedy", "6th"],
    ["Cleo", "ukulele", "1st"],
    ["Dmitri", "magic", "4th"],
    ["Eve", "guitar", "2nd"],
    ["Fraser", "beatbox", "5th"],
]
CLUES = [
    ("The ukulele player opened the night.", lambda s: s.n(O, "ukulele") == 1),
    ("Boris closed the show with comedy.", lambda s: s.n(O, "Boris") == 6 and s.same("Boris", "comedy")),
    ("Eve went on right after Cleo.", lambda s: s.n(O, "Eve") == s.n(O, "Cleo") + 1),
    ("The poet performed two slots before Fraser.", lambda s: s.n(O, "poetry") == s.n(O, "Fraser") - 2),
    ("Dmitri did a magic act, immediately before the beatboxer.",
     lambda s: s.same("Dmitri", "magic") and s.n(O, "Dmitri") == s.n(O, "beatbox") - 1),
    ("Ada wasn't first.", lambda s: s.n(O, "Ada") != 1),
    ("Eve is not a poet.", lambda s: not s.same("Eve", "poetry")),
]
QUESTIONS = [("Who played the guitar?", lambda s: s.v("Performers", "guitar"))]
NUM = "."
DOT = False
INTRO = ["Six people signed up for open mic night at the cafe. Each did a different act, and they went on one at a time."]
OUTRO = []
REMARKS = INTRO + OUTRO
