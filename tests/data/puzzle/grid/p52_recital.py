# p52_recital: 3x4, easy; times.
# solution:
#   Amelia | waltz | 7:30 pm
#   Brody | minuet | 7:00 pm
#   Chloe | nocturne | 7:45 pm
#   Dante | sonatina | 7:15 pm
T = "Times"
CATEGORIES = [
    ("Students", ["Amelia", "Brody", "Chloe", "Dante"]),
    ("Pieces", ["minuet", "nocturne", "sonatina", "waltz"]),
    ("Times", ["7:00 pm", "7:15 pm", "7:30 pm", "7:45 pm"], [0, 15, 30, 45]),
]
INTRO = ["At last night's piano recital, four students each played one piece, "
         "one every quarter of an hour."]
REMARKS = INTRO


def t(s, x):
    return s.n(T, x)


CLUES = [
    ("Brody played first.", lambda s: t(s, "Brody") == 0),
    ("The nocturne was performed 30 minutes after the sonatina.",
     lambda s: t(s, "nocturne") == t(s, "sonatina") + 30),
    ("Amelia went on sometime after Dante.", lambda s: t(s, "Amelia") > t(s, "Dante")),
    ("Amelia's turn came right after the sonatina.", lambda s: t(s, "Amelia") == t(s, "sonatina") + 15),
    ("Neither Chloe nor Brody played the waltz.",
     lambda s: not s.same("Chloe", "waltz") and not s.same("Brody", "waltz")),
]
QUESTIONS = [("Who played the nocturne?", lambda s: s.v("Students", "nocturne")),
             ("At what time did Amelia play?", lambda s: s.v(T, "Amelia"))]
