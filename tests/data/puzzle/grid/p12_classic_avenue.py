# No category lines: an intro ("Five friends live in five houses in a row
# ..."), numbered clues; every value is named in the clues or questions (the
# Volvo only in a question).
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Friends", ["Tom", "Ursula", "Victor", "Wendy", "Yusuf"]),
    ("Jobs", ["baker", "lawyer", "nurse", "pilot", "teacher"]),
    ("Cars", ["Ford", "Honda", "Kia", "Toyota", "Volvo"]),
    ("Sports", ["cycling", "golf", "running", "swimming", "tennis"]),
]
SOLUTION = [
    ("1", "Tom", "baker", "Ford", "tennis"),
    ("2", "Ursula", "nurse", "Honda", "golf"),
    ("3", "Victor", "teacher", "Toyota", "swimming"),
    ("4", "Wendy", "pilot", "Volvo", "cycling"),
    ("5", "Yusuf", "lawyer", "Kia", "running"),
]
INTRO = ["Five friends live in five houses in a row on Acacia Avenue. The houses are numbered 1 to 5 from left to right. Each friend has a different job, drives a different make of car and has a different favourite sport."]
CLUES = [
    ("Tom lives in the first house.", lambda s: h(s, "Tom") == 1),
    ("The nurse drives a Honda.", lambda s: s.same("nurse", "Honda")),
    ("Victor lives in the middle house.", lambda s: h(s, "Victor") == 3),
    ("The pilot lives immediately to the right of the teacher.", lambda s: h(s, "pilot") == h(s, "teacher") + 1),
    ("The Ford is owned by the baker.", lambda s: s.same("Ford", "baker")),
    ("Wendy goes cycling.", lambda s: s.same("Wendy", "cycling")),
    ("The lawyer lives in the last house.", lambda s: h(s, "lawyer") == 5),
    ("The golfer lives next door to Tom.", lambda s: nextto(s, "golf", "Tom")),
    ("The Toyota belongs to the man in the middle house.", lambda s: h(s, "Toyota") == 3),
    ("The swimmer is a teacher.", lambda s: s.same("swimming", "teacher")),
    ("Ursula does not play tennis.", lambda s: not s.same("Ursula", "tennis")),
    ("The Kia belongs to the runner.", lambda s: s.same("Kia", "running")),
    ("Yusuf does not live next to Victor.", lambda s: not nextto(s, "Yusuf", "Victor")),
    ("Ursula is a nurse.", lambda s: s.same("Ursula", "nurse")),
]
QUESTIONS = [("Who drives the Volvo?", lambda s: s.v("Friends", "Volvo")),
             ("What is Ursula's job?", lambda s: s.v("Jobs", "Ursula"))]
REMARKS = INTRO
