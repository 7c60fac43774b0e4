F = "Fines"
T = "Times"
CATEGORIES = [
    ("Drivers", ["Ahmed", "Bella", "Corbin", "Dalia"]),
    ("Streets", ["Ash Avenue", "Birch Street", "Cedar Lane", "Dock Road"]),
    ("Fines", ["$25", "$40", "$55", "$70"], [25, 40, 55, 70]),
    ("Times", ["8:30am", "10:00am", "11:30am", "1:00pm"], [510, 600, 690, 780]),
]
SOLUTION = [
    ["Ahmed", "Cedar Lane", "$55", "8:30am"],
    ["Bella", "Dock Road", "$25", "11:30am"],
    ["Corbin", "Ash Avenue", "$70", "10:00am"],
    ["Dalia", "Birch Street", "$40", "1:00pm"],
]
CLUES = [
    ("The ticket written on Cedar Lane was $30 more than Bella's.",
     lambda s: s.n(F, "Cedar Lane") == s.n(F, "Bella") + 30),
    ("Corbin was ticketed 90 minutes after Ahmed.",
     lambda s: s.n(T, "Corbin") == s.n(T, "Ahmed") + 90),
    ("The 1:00pm ticket wasn't the $70 fine.",
     lambda s: not s.same("1:00pm", "$70")),
    ("Bella wasn't parked on Ash Avenue.",
     lambda s: not s.same("Bella", "Ash Avenue")),
    ("The biggest fine was handed out on Ash Avenue.",
     lambda s: s.same("$70", "Ash Avenue")),
    ("The Dock Road ticket was written sometime before Dalia's.",
     lambda s: s.n(T, "Dock Road") < s.n(T, "Dalia")),
    ("Dalia's fine was $15 more than the one given to the driver parked on Dock Road.",
     lambda s: s.n(F, "Dalia") == s.n(F, "Dock Road") + 15),
    ("Of Dalia and the driver ticketed at 10:00am, one parked on Birch Street and the other got the $70 fine.",
     lambda s: not s.same("Dalia", "10:00am") and (
         (s.same("Dalia", "Birch Street") and s.same("10:00am", "$70"))
         or (s.same("10:00am", "Birch Street") and s.same("Dalia", "$70")))),
    ("Ahmed wasn't ticketed on Dock Road.",
     lambda s: not s.same("Ahmed", "Dock Road")),
    ("Ahmed got a smaller fine than Corbin.",
     lambda s: s.n(F, "Ahmed") < s.n(F, "Corbin")),
]
QUESTIONS = []
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
