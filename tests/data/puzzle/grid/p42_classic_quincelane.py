H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Colette", "Ferris", "Magnus", "Priya", "Tobias"]),
    ("Colors", ["beige", "blue", "green", "pink", "white"]),
    ("Jobs", ["baker", "doctor", "pilot", "plumber", "teacher"]),
    ("Pets", ["canary", "dog", "ferret", "goldfish", "iguana"]),
]
SOLUTION = [
    ["1", "Magnus", "white", "pilot", "dog"],
    ["2", "Priya", "blue", "doctor", "iguana"],
    ["3", "Colette", "pink", "baker", "canary"],
    ["4", "Tobias", "green", "teacher", "goldfish"],
    ["5", "Ferris", "beige", "plumber", "ferret"],
]
CLUES = [
    ("Colette lives in the pink house.", lambda s: s.same("Colette", "pink")),
    ("Tobias is a teacher.", lambda s: s.same("Tobias", "teacher")),
    ("The doctor lives in the blue house.", lambda s: s.same("doctor", "blue")),
    ("The pink house is immediately to the left of the green house.", lambda s: s.n(H, "pink") == s.n(H, "green") - 1),
    ("The baker keeps a canary.", lambda s: s.same("baker", "canary")),
    ("Magnus lives in the first house.", lambda s: s.n(H, "Magnus") == 1),
    ("The baker lives in the middle house.", lambda s: s.n(H, "baker") == 3),
    ("Magnus lives next to the blue house.", lambda s: near(s, "Magnus", "blue")),
    ("The plumber owns a ferret.", lambda s: s.same("plumber", "ferret")),
    ("The pilot lives in the white house.", lambda s: s.same("pilot", "white")),
    ("The goldfish is kept in the house next to the beige house.", lambda s: near(s, "goldfish", "beige")),
    ("Ferris lives in the last house.", lambda s: s.n(H, "Ferris") == 5),
    ("Magnus isn't the plumber.", lambda s: not s.same("Magnus", "plumber")),
    ("Priya doesn't keep the dog.", lambda s: not s.same("Priya", "dog")),
]
QUESTIONS = [
    ("Who owns the iguana?", lambda s: s.v("Residents", "iguana")),
    ("Who keeps the goldfish?", lambda s: s.v("Residents", "goldfish")),
]
NUM = "."
DOT = True
INTRO = ["Five neighbors live in the five houses on Quince Lane, numbered 1 to 5 from left to right. Each house is painted a different color, and each neighbor has a different job and keeps a different pet."]
OUTRO = []
REMARKS = INTRO + OUTRO
