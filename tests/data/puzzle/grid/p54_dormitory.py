# Category lines: five beds in a school dormitory numbered from the door;
# ages as a numeric category ("older than"); two "one bed between" clues.
B = "Bed"
def p(s, x):
    return s.n(B, x)
def age(s, x):
    return s.n("Age", x)
NUM = "1."
CATEGORIES = [
    ("Bed", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Sport", ["cricket", "hockey", "judo", "rugby", "swimming"]),
    ("Home town", ["Bath", "Ely", "Hull", "Rye", "Wells"]),
    ("Boy", ["Harry", "Jack", "Leo", "Noah", "Oliver"]),
    ("Age", ["9", "10", "11", "12", "13"], [9, 10, 11, 12, 13]),
]
SOLUTION = [
    ("1", "rugby", "Hull", "Jack", "11"),
    ("2", "judo", "Ely", "Oliver", "9"),
    ("3", "hockey", "Bath", "Harry", "13"),
    ("4", "swimming", "Rye", "Leo", "10"),
    ("5", "cricket", "Wells", "Noah", "12"),
]
CLUES = [
    ("Jack is 11.", lambda s: s.same("Jack", "11")),
    ("The boy from Bath plays hockey.", lambda s: s.same("Bath", "hockey")),
    ("There is one bed between the Hull boy's bed and the hockey player's.", lambda s: abs(p(s, "Hull") - p(s, "hockey")) == 2),
    ("The rugby player sleeps in one of the end beds.", lambda s: p(s, "rugby") in (1, 5)),
    ("Noah plays cricket.", lambda s: s.same("Noah", "cricket")),
    ("The swimmer has bed 4.", lambda s: p(s, "swimming") == 4),
    ("There is exactly one bed between the boys from Bath and Wells.", lambda s: abs(p(s, "Bath") - p(s, "Wells")) == 2),
    ("The boy from Ely has the bed next to Jack's, one further from the door.", lambda s: p(s, "Ely") == p(s, "Jack") + 1),
    ("The boy from Rye is older than Oliver.", lambda s: age(s, "Rye") > age(s, "Oliver")),
    ("The hockey player is older than the boy from Hull.", lambda s: age(s, "hockey") > age(s, "Hull")),
    ("Harry comes from Bath.", lambda s: s.same("Harry", "Bath")),
    ("The boy from Wells is 12.", lambda s: s.same("12", "Wells")),
]
QUESTIONS = [("How old is Leo, and which sport does Oliver play?",
              lambda s: (s.v("Age", "Leo"), s.v("Sport", "Oliver")))]
INTRO = ["Five boys share a dormitory at boarding school. Their beds stand in a row along one wall, numbered 1 to 5 from the door. The boys are of different ages, come from different towns and each prefers a different sport."]
REMARKS = INTRO
