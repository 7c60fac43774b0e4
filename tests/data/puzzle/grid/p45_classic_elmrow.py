# An "Einstein" retelling with no category lines: every value is named in a
# statement, the remark or the questions.  Houses are numbered from the left.
H, C, J, P, D = "Houses", "Colors", "Jobs", "Pets", "Drinks"
CATEGORY_LINES = False
def nxt(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    (H, ["1", "2", "3", "4", "5"]),
    (C, ["blue", "gray", "green", "red", "white"]),
    (J, ["barber", "doctor", "grocer", "plumber", "teacher"]),
    (P, ["canary", "collie", "goldfish", "parrot", "rabbit"]),
    (D, ["cider", "cocoa", "coffee", "lemonade", "tea"]),
]
SOLUTION = [
    ["1", "white", "plumber", "collie", "coffee"],
    ["2", "blue", "teacher", "rabbit", "tea"],
    ["3", "red", "doctor", "canary", "cocoa"],
    ["4", "green", "grocer", "goldfish", "lemonade"],
    ["5", "gray", "barber", "parrot", "cider"],
]
CLUES = [
    ("There are five houses in a row on Elm Row, each painted a different color.", lambda s: True),
    ("The doctor lives in the red house.", lambda s: s.same("doctor", "red")),
    ("The teacher keeps a rabbit.", lambda s: s.same("teacher", "rabbit")),
    ("Cocoa is drunk in the middle house.", lambda s: s.n(H, "cocoa") == 3),
    ("The plumber lives in the first house.", lambda s: s.n(H, "plumber") == 1),
    ("The plumber lives next to the blue house.", lambda s: nxt(s, "plumber", "blue")),
    ("The green house is immediately to the left of the gray house.", lambda s: s.n(H, "green") == s.n(H, "gray") - 1),
    ("Lemonade is drunk in the green house.", lambda s: s.same("lemonade", "green")),
    ("The man who keeps the canary lives next door to the teacher.", lambda s: nxt(s, "canary", "teacher")),
    ("The barber drinks cider.", lambda s: s.same("barber", "cider")),
    ("The owner of the collie drinks coffee.", lambda s: s.same("collie", "coffee")),
    ("The goldfish is kept in the house next to the one where the parrot is kept.", lambda s: nxt(s, "goldfish", "parrot")),
    ("The grocer lives immediately to the right of the doctor.", lambda s: s.n(H, "grocer") == s.n(H, "doctor") + 1),
    ("Tea is the teacher's drink.", lambda s: s.same("tea", "teacher")),
    ("The white house stands at one end of the row.", lambda s: s.n(H, "white") in (1, 5)),
    ("The grocer keeps goldfish.", lambda s: s.same("grocer", "goldfish")),
]
QUESTIONS = [("Who owns the parrot?", lambda s: s.v(J, "parrot")),
             ("In which house is the goldfish kept?", lambda s: s.v(H, "goldfish"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["The houses are numbered 1 to 5 from left to right, so the first house is house 1 and \"left\" means the lower number.",
         "Each house holds one man with a different job, a different pet and a different favorite drink."]
REMARKS = INTRO + OUTRO
