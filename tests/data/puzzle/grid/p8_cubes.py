T = "Times"
O = "Turns"
def t(s, x):
    return s.n(T, x)
def o(s, x):
    return s.n(O, x)
NUM = "1)"
INTRO = ["At the March meeting of the Speedcubing Circle, four members each made one timed solve of a 3x3 cube, in turn, one at a time. Each member uses a different method. Times are given to the nearest tenth of a second; a lower time is a better one."]
REMARKS = INTRO
CATEGORIES = [
    ("Members", ["Dr. Ferris", "Mrs. Gupta-Lowe", "Mr. O'Neill", "Ms. Tran"]),
    ("Times", ["14.2 seconds", "17.9 seconds", "21.6 seconds", "25.3 seconds"], [142, 179, 216, 253]),
    ("Methods", ["beginner's method", "CFOP", "Petrus", "Roux"]),
    ("Turns", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
SOLUTION = [("Dr. Ferris", "21.6 seconds", "Roux", "second"), ("Mrs. Gupta-Lowe", "14.2 seconds", "CFOP", "fourth"), ("Mr. O'Neill", "25.3 seconds", "beginner's method", "first"), ("Ms. Tran", "17.9 seconds", "Petrus", "third")]
CLUES = [
    ("The member who solved fourth recorded the best time of the evening.", lambda s: t(s, "fourth") == 142),
    ("Mr. O'Neill, who uses the beginner's method, was exactly 3.7 seconds slower than Dr. Ferris.", lambda s: s.same("Mr. O'Neill", "beginner's method") and t(s, "Mr. O'Neill") == t(s, "Dr. Ferris") + 37),
    ("The Petrus solver went immediately after Dr. Ferris.", lambda s: o(s, "Petrus") == o(s, "Dr. Ferris") + 1),
    ("Ms. Tran did not solve first, and she does not use Roux.", lambda s: o(s, "Ms. Tran") != 1 and not s.same("Ms. Tran", "Roux")),
    ("The Roux user was faster than Mr. O'Neill but slower than the Petrus user.", lambda s: t(s, "Petrus") < t(s, "Roux") < t(s, "Mr. O'Neill")),
    ("Mrs. Gupta-Lowe's time was 7.4 seconds better than that of the member who solved second.", lambda s: t(s, "Mrs. Gupta-Lowe") == t(s, "second") - 74),
    ("Dr. Ferris does not use CFOP.", lambda s: not s.same("Dr. Ferris", "CFOP")),
    ("Mr. O'Neill solved before Dr. Ferris.", lambda s: o(s, "Mr. O'Neill") < o(s, "Dr. Ferris")),
    ("Ms. Tran took her turn before Mrs. Gupta-Lowe.", lambda s: o(s, "Ms. Tran") < o(s, "Mrs. Gupta-Lowe")),
]
QUESTIONS = [("In what order did the four members solve?", lambda s: tuple(s.v("Members", x) for x in ["first", "second", "third", "fourth"]))]
