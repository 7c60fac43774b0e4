# App style: terse, unnumbered, "the person who", Of A and B across categories.
R = "Rates"
DY = "Days"
def r(s, x):
    return s.n(R, x)
def dy(s, x):
    return s.n(DY, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Tutors", ["Ayla", "Bogdan", "Chidi", "Delphine", "Estelle"]),
    ("Subjects", ["algebra", "chemistry", "French", "history", "piano"]),
    ("Rates", ["$28", "$32", "$36", "$40", "$44"], [28, 32, 36, 40, 44]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ("Ayla", "chemistry", "$40", "Wednesday"),
    ("Bogdan", "French", "$28", "Friday"),
    ("Chidi", "algebra", "$44", "Monday"),
    ("Delphine", "history", "$32", "Tuesday"),
    ("Estelle", "piano", "$36", "Thursday"),
]
CLUES = [
    ("The person who teaches algebra charges the most.", lambda s: r(s, "algebra") == 44),
    ("Bogdan charges $4 less than Delphine.", lambda s: r(s, "Bogdan") + 4 == r(s, "Delphine")),
    ("The Wednesday tutor charges $8 more than Delphine.", lambda s: r(s, "Wednesday") == r(s, "Delphine") + 8),
    ("Estelle teaches the day after Ayla.", lambda s: dy(s, "Estelle") == dy(s, "Ayla") + 1),
    ("The French tutor teaches on Friday.", lambda s: dy(s, "French") == 5),
    ("Of Chidi and the piano tutor, one teaches on Monday and the other charges $36.",
     lambda s: not s.same("Chidi", "piano") and (
         (s.same("Chidi", "Monday") and s.same("piano", "$36")) or (s.same("piano", "Monday") and s.same("Chidi", "$36")))),
    ("Delphine doesn't teach chemistry.", lambda s: not s.same("Delphine", "chemistry")),
    ("Ayla charges more than Estelle.", lambda s: r(s, "Ayla") > r(s, "Estelle")),
    ("The history lesson is earlier in the week than the piano lesson.", lambda s: dy(s, "history") < dy(s, "piano")),
    ("Bogdan teaches French.", lambda s: s.same("Bogdan", "French")),
    ("Estelle doesn't teach chemistry.", lambda s: not s.same("Estelle", "chemistry")),
]
