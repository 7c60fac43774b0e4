T = "Appointments"
CATEGORIES = [
    ("Patients", ["Arlene", "Boyd", "Cheryl", "Vernon"]),
    ("Frames", ["black", "brown", "gold", "tortoiseshell"]),
    ("Appointments", ["9:30 AM", "10:45 AM", "1:00 PM", "2:15 PM"], [570, 645, 780, 855]),
]
SOLUTION = [
    ["Arlene", "gold", "1:00 PM"],
    ["Boyd", "black", "9:30 AM"],
    ["Cheryl", "tortoiseshell", "2:15 PM"],
    ["Vernon", "brown", "10:45 AM"],
]
CLUES = [
    ("Boyd had the earliest appointment of the day.", lambda s: s.n(T, "Boyd") == 570),
    ("The patient seen 75 minutes after Boyd chose brown frames.", lambda s: s.n(T, "brown") == s.n(T, "Boyd") + 75),
    ("Arlene (who didn't pick tortoiseshell) came in for an afternoon appointment.",
     lambda s: not s.same("Arlene", "tortoiseshell") and s.n(T, "Arlene") >= 720),
    ("Cheryl was seen later than Arlene.", lambda s: s.n(T, "Cheryl") > s.n(T, "Arlene")),
    ("The last patient of the day ordered tortoiseshell frames, and the gold ones weren't Boyd's.", lambda s: s.n(T, "tortoiseshell") == 855 and not s.same("gold", "Boyd")),
]
QUESTIONS = [("Who chose the gold frames?", lambda s: s.v("Patients", "gold"))]
NUM = "."
DOT = False
INTRO = ["Dr. Feld's optometry office saw four patients for eye exams on Tuesday, and each of them ordered new frames. "
         "Can you match each patient with the frames and the time of the appointment?"]
OUTRO = []
REMARKS = INTRO + OUTRO
