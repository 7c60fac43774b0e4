P = "Periods"
R = "Rooms"
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CATEGORIES = [
    ("Teachers", ["Mr Abara", "Ms Bright", "Mrs Cho", "Mr Dale"]),
    ("Subjects", ["chemistry", "geography", "history", "music"]),
    ("Rooms", ["11", "12", "13", "14"], [11, 12, 13, 14]),
    ("Periods", ["1st", "2nd", "3rd", "4th"]),
]
CLUES = [
    ("Ms Bright teaches in room 11.", lambda s: s.same("Ms Bright", "11")),
    ("The history lesson is one period before the geography lesson.",
     lambda s: s.n(P, "history") == s.n(P, "geography") - 1),
    ("Mrs Cho's room number is higher than Mr Abara's.", lambda s: s.n(R, "Mrs Cho") > s.n(R, "Mr Abara")),
    ("The music lesson is the last of the four.", lambda s: s.n(P, "music") == 4),
    ("Of Mr Abara and the teacher in room 12, one teaches history and the other teaches in the 3rd period.",
     lambda s: one_of(s, "Mr Abara", "12", "history", "3rd")),
    ("The lesson in room 14 is earlier than the lesson in room 13.", lambda s: s.n(P, "14") < s.n(P, "13")),
    ("Either Mr Dale or Ms Bright teaches music.", lambda s: s.same("Mr Dale", "music") != s.same("Ms Bright", "music")),
    ("Mr Abara's lesson comes before Mr Dale's.", lambda s: s.n(P, "Mr Abara") < s.n(P, "Mr Dale")),
]
