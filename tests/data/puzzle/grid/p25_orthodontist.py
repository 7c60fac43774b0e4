T = "Times"
CATEGORIES = [
    ("Patients", ["Gemma", "Hugo", "Iris", "Jasper"]),
    ("Times", ["9:15am", "10:00am", "10:45am", "11:30am"], [555, 600, 645, 690]),
    ("Visits", ["braces fitting", "checkup", "retainer", "X-rays"]),
]
SOLUTION = [
    ["Gemma", "10:45am", "retainer"],
    ["Hugo", "9:15am", "X-rays"],
    ["Iris", "11:30am", "braces fitting"],
    ["Jasper", "10:00am", "checkup"],
]
CLUES = [
    ("Of the 10:00am appointment and the X-rays, one is Hugo's and the other is the checkup.",
     lambda s: (s.same("10:00am", "Hugo") and s.same("X-rays", "checkup")) or (s.same("X-rays", "Hugo") and s.same("10:00am", "checkup"))),
    ("Gemma's appointment is 45 minutes after Jasper's.", lambda s: s.n(T, "Gemma") == s.n(T, "Jasper") + 45),
    ("The braces fitting is the last appointment of the morning.", lambda s: s.n(T, "braces fitting") == 690),
    ("Hugo isn't booked for 10:00am.", lambda s: not s.same("Hugo", "10:00am")),
    ("Iris's appointment is later than Gemma's.", lambda s: s.n(T, "Iris") > s.n(T, "Gemma")),
    ('Hugo has the earliest appointment.', lambda s: s.n(T, "Hugo") == 555),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
