# An Einstein-riddle retelling with no category lines: every value is named in
# a statement or a question.  Houses are numbered from the left, as the
# closing remark says.
H = "Houses"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Colors", ["yellow", "blue", "red", "white", "green"]),
    ("Residents", ["Nolan", "Priya", "Tomas", "Ursula", "Vera"]),
    ("Drinks", ["water", "tea", "milk", "coffee", "lemonade"]),
    ("Jobs", ["baker", "nurse", "plumber", "teacher", "pilot"]),
    ("Pets", ["cat", "parrot", "rabbit", "ferret", "dog"]),
]
SOLUTION = [
    ["1", "yellow", "Nolan", "water", "baker", "cat"],
    ["2", "blue", "Priya", "tea", "nurse", "parrot"],
    ["3", "red", "Tomas", "milk", "plumber", "rabbit"],
    ["4", "white", "Ursula", "coffee", "teacher", "ferret"],
    ["5", "green", "Vera", "lemonade", "pilot", "dog"],
]
CLUES = [
    ("There are five houses in a row on Poplar Street.", lambda s: True),
    ("Tomas lives in the red house.", lambda s: s.same("Tomas", "red")),
    ("Vera owns the dog.", lambda s: s.same("Vera", "dog")),
    ("Coffee is drunk in the white house.", lambda s: s.same("coffee", "white")),
    ("Priya drinks tea.", lambda s: s.same("Priya", "tea")),
    ("The white house is immediately to the left of the green house.", lambda s: s.n(H, "white") == s.n(H, "green") - 1),
    ("The plumber keeps a rabbit.", lambda s: s.same("plumber", "rabbit")),
    ("The baker lives in the yellow house.", lambda s: s.same("baker", "yellow")),
    ("Milk is drunk in the middle house.", lambda s: s.n(H, "milk") == 3),
    ("Nolan lives in the first house.", lambda s: s.n(H, "Nolan") == 1),
    ("The nurse lives next door to the house with the cat.", lambda s: near(s, "nurse", "cat")),
    ("The baker lives next door to the house where the parrot is kept.", lambda s: near(s, "baker", "parrot")),
    ("The pilot drinks lemonade.", lambda s: s.same("pilot", "lemonade")),
    ("Ursula is a teacher.", lambda s: s.same("Ursula", "teacher")),
    ("Nolan lives next door to the blue house.", lambda s: near(s, "Nolan", "blue")),
]
QUESTIONS = [
    ("Who drinks water?", lambda s: s.v("Residents", "water")),
    ("Who owns the ferret?", lambda s: s.v("Residents", "ferret")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each house is painted a different color, and each of the five residents has a different job, drinks a different drink and keeps a different pet. The first house is the one on the far left, and \"to the left\" means toward it."]
REMARKS = INTRO + OUTRO
