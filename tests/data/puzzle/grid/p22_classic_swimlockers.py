# A zebra-style text: five lockers in a row at the swimming pool, numbered 1 to 5 from the left.
L = "Lockers"
D = "Lesson days"
def near(s, a, b):
    return abs(s.n(L, a) - s.n(L, b)) == 1
CATEGORIES = [
    ("Lockers", ["1", "2", "3", "4", "5"]),
    ("Swimmers", ["Abi", "Cole", "Dana", "Eddie", "Fern"]),
    ("Towels", ["blue", "green", "orange", "pink", "striped"]),
    ("Lesson days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["1", "Fern", "striped", "Wednesday"],
    ["2", "Cole", "orange", "Monday"],
    ["3", "Abi", "blue", "Friday"],
    ["4", "Eddie", "green", "Tuesday"],
    ["5", "Dana", "pink", "Thursday"],
]
CLUES = [
    ("Abi uses the middle locker.", lambda s: s.n(L, "Abi") == 3),
    ("The swimmer with the striped towel has the first locker.", lambda s: s.n(L, "striped") == 1),
    ("Cole's locker is next to Fern's.", lambda s: near(s, "Cole", "Fern")),
    ("The swimmer who has a lesson on Monday owns the orange towel.", lambda s: s.same("Monday", "orange")),
    ("Dana's locker is at the right-hand end.", lambda s: s.n(L, "Dana") == 5),
    ("The green towel is in the locker immediately to the left of the pink towel.",
     lambda s: s.n(L, "green") == s.n(L, "pink") - 1),
    ("Eddie's lesson is the day after Cole's.", lambda s: s.n(D, "Eddie") == s.n(D, "Cole") + 1),
    ("The Friday swimmer has the blue towel.", lambda s: s.same("Friday", "blue")),
    ("The Thursday swimmer's locker is next to the Tuesday swimmer's.", lambda s: near(s, "Thursday", "Tuesday")),
    ("Fern's lesson is later in the week than Cole's.", lambda s: s.n(D, "Fern") > s.n(D, "Cole")),
    ("The blue towel is kept in the middle locker.", lambda s: s.n(L, "blue") == 3),
]
QUESTIONS = [
    ("Who owns the green towel? On which day is Dana's lesson?",
     lambda s: (s.v("Swimmers", "green"), s.v(D, "Dana"))),
]
NUM = None
DOT = True
INTRO = ["Five swimmers keep their things in five lockers that stand in a row at the pool, numbered 1 to 5 from left to right. Each has a towel of a different colour and a lesson on a different weekday."]
OUTRO = []
REMARKS = INTRO + OUTRO
