# Puzzle-book style: floors as ordinals, "three floors above".
F = "Floors"
def f(s, x):
    return s.n(F, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Passengers", ["Bettina", "Conrad", "Farah", "Gunnar", "Hyacinth"]),
    ("Floors", ["2nd floor", "4th floor", "5th floor", "7th floor", "9th floor"], [2, 4, 5, 7, 9]),
    ("Offices", ["accountants", "architects", "dentist", "law firm", "travel agency"]),
]
SOLUTION = [("Bettina", "7th floor", "architects"), ("Conrad", "2nd floor", "dentist"), ("Farah", "9th floor", "law firm"),
            ("Gunnar", "4th floor", "travel agency"), ("Hyacinth", "5th floor", "accountants")]
INTRO = ["Five strangers stepped into the lift in the lobby of Carrick House at nine o'clock one morning. Each got out at a different floor, where each was visiting a different office."]
CLUES = [
    ("The dentist is on the lowest of the five floors.", lambda s: f(s, "dentist") == 2),
    ("Farah got out on the highest floor.", lambda s: f(s, "Farah") == 9),
    ("Bettina got out three floors above Gunnar.", lambda s: f(s, "Bettina") == f(s, "Gunnar") + 3),
    ("The accountants are one floor above the travel agency.", lambda s: f(s, "accountants") == f(s, "travel agency") + 1),
    ("Conrad got out below Hyacinth.", lambda s: f(s, "Conrad") < f(s, "Hyacinth")),
    ("The law firm is not on the 7th floor.", lambda s: f(s, "law firm") != 7),
    ("Hyacinth wasn't visiting the architects.", lambda s: not s.same("Hyacinth", "architects")),
]
QUESTIONS = [("Which office was Gunnar visiting?", lambda s: s.v("Offices", "Gunnar"))]
REMARKS = INTRO
