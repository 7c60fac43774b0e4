T = "Times"
CATEGORIES = [
    ("Times", ["9:00am", "10:30am", "12:00pm", "1:30pm", "3:00pm"], [540, 630, 720, 810, 900]),
    ("Patients", ["Bianca", "Cyrus", "Delia", "Emeka", "Fern"]),
    ("Treatments", ["checkup", "cleaning", "crown", "filling", "x-ray"]),
]
CLUES = [
    ("Bianca's appointment was 3 hours after Delia's.", lambda s: s.n(T, "Bianca") == s.n(T, "Delia") + 180),
    ("The patient getting a filling came in sometime after Emeka.", lambda s: s.n(T, "filling") > s.n(T, "Emeka")),
    ("Fern's appointment was an hour and a half before Bianca's.", lambda s: s.n(T, "Fern") == s.n(T, "Bianca") - 90),
    ("The checkup was 90 minutes after the crown.", lambda s: s.n(T, "checkup") == s.n(T, "crown") + 90),
    ("The x-ray was an hour and a half after the cleaning.", lambda s: s.n(T, "x-ray") == s.n(T, "cleaning") + 90),
    ("Delia was the first patient of the day.", lambda s: s.n(T, "Delia") == 540),
    ("Bianca isn't getting a cleaning.", lambda s: not s.same("Bianca", "cleaning")),
]
