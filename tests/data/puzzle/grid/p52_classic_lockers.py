# p52_classic_lockers: 3x5, easy; positions second.
# solution:
#   Farah | 104 | basketball
#   Gideon | 102 | soccer
#   Hollis | 105 | tennis
#   Ivy | 101 | fencing
#   Jules | 103 | golf
L = "Lockers"
CATEGORIES = [
    ("Students", ["Farah", "Gideon", "Hollis", "Ivy", "Jules"]),
    ("Lockers", ["101", "102", "103", "104", "105"], [101, 102, 103, 104, 105]),
    ("Sports", ["basketball", "fencing", "golf", "soccer", "tennis"]),
]
INTRO = ["Lockers 101 through 105 stand side by side, in order from left to right, "
         "outside the gym. Each belongs to a student who plays a different sport."]
REMARKS = INTRO


def lk(s, x):
    return s.n(L, x)


CLUES = [
    ("The golfer's locker is exactly in the middle of the row.", lambda s: lk(s, "golf") == 103),
    ("Farah's locker is immediately to the right of the golfer's.", lambda s: lk(s, "Farah") == lk(s, "golf") + 1),
    ("Ivy's locker is at one end, and she doesn't play tennis.",
     lambda s: lk(s, "Ivy") in (101, 105) and not s.same("Ivy", "tennis")),
    ("The fencer and the tennis player have lockers at opposite ends of the row.",
     lambda s: {lk(s, "fencing"), lk(s, "tennis")} == {101, 105}),
    ("Gideon's locker is next to Ivy's.", lambda s: abs(lk(s, "Gideon") - lk(s, "Ivy")) == 1),
    ("Jules doesn't have the locker on the far right.", lambda s: lk(s, "Jules") != 105),
    ("Gideon doesn't play basketball.", lambda s: not s.same("Gideon", "basketball")),
]
QUESTIONS = [("Who plays tennis?", lambda s: s.v("Students", "tennis"))]
