T = "Classes"
CATEGORIES = [
    ("Riders", ["Alicia", "Bryn", "Carmen", "Dee"]),
    ("Classes", ["6am", "7am", "8am", "9am"], [6, 7, 8, 9]),
    ("Studios", ["Pulse", "Spoke", "Torque", "Vibe"]),
]
CLUES = [
    ("Dee's class was the latest.", lambda s: s.n(T, "Dee") == 9),
    ("Carmen's class started an hour after Alicia's.", lambda s: s.n(T, "Carmen") == s.n(T, "Alicia") + 1),
    ("The Pulse class started at 7am.", lambda s: s.same("Pulse", "7am")),
    ("Bryn's class started after Carmen's.", lambda s: s.n(T, "Bryn") > s.n(T, "Carmen")),
    ("The 9am class was at Vibe.", lambda s: s.same("9am", "Vibe")),
]
BAD = (4, "Alicia's class started 2 hours before Bryn's, and she rode at Spoke.")
REFUSED = {BAD[1]: {
    "'she' = Alicia": lambda s: s.n(T, "Alicia") == s.n(T, "Bryn") - 2 and s.same("Alicia", "Spoke"),
    "'she' = Bryn": lambda s: s.n(T, "Alicia") == s.n(T, "Bryn") - 2 and s.same("Bryn", "Spoke"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four friends each took one spin class on Saturday morning, at different times and different studios."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Alicia's class started 2 hours before Bryn's, and she rode at Spoke.",
must be refused: "she" can be Alicia or Bryn, both named in the first half
(each as a possessive), and nothing in the sentence picks one. The other
clues fix every time and put Carmen at Pulse and Dee at Vibe, leaving Spoke
and Torque to Alicia and Bryn: two solutions. Read with "she" = Alicia (the
subject, the usual careless choice) the puzzle has one solution with Alicia at
Spoke; read with "she" = Bryn it has one solution with Bryn at Spoke. Either
answer is a guess."""
