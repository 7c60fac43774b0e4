T = "Times"
CATEGORIES = [
    ("Customers", ["Mr Lowry", "Mr Mensah", "Mr Novak", "Mr Ortiz"]),
    ("Barbers", ["Sal", "Tony", "Vince", "Wes"]),
    ("Times", ["9:15am", "10:00am", "11:30am", "1:45pm"], [555, 600, 690, 825]),
    ("Haircuts", ["crew cut", "fade", "quiff", "trim"]),
]
SOLUTION = [
    ["Mr Lowry", "Tony", "11:30am", "trim"],
    ["Mr Mensah", "Wes", "9:15am", "fade"],
    ["Mr Novak", "Sal", "1:45pm", "quiff"],
    ["Mr Ortiz", "Vince", "10:00am", "crew cut"],
]
CLUES = [
    ("The first customer of the morning, who wasn't Mr Ortiz, had a fade.",
     lambda s: not s.same("9:15am", "Mr Ortiz") and s.same("9:15am", "fade")),
    ("Sal's customer came in last and asked for a quiff.", lambda s: s.n(T, "Sal") == 825 and s.same("Sal", "quiff")),
    ("Mr Ortiz's appointment was 90 minutes before Mr Lowry's.", lambda s: s.n(T, "Mr Ortiz") == s.n(T, "Mr Lowry") - 90),
    ("Vince gave the crew cut.", lambda s: s.same("Vince", "crew cut")),
    ("Mr Lowry wasn't seen by Wes.", lambda s: not s.same("Mr Lowry", "Wes")),
    ("Mr Novak had the last appointment of the day, and Mr Lowry had his hair trimmed.",
     lambda s: s.n(T, "Mr Novak") == 825 and s.same("Mr Lowry", "trim")),
]
NUM = "."
DOT = False
INTRO = ["On Tuesday four customers each had an appointment at Sal's Barbers with a different barber."]
OUTRO = []
REMARKS = INTRO + OUTRO
