# American: an office building; floors 2-6, arrival times with AM.
F = "Floors"
T = "Arrivals"
CATEGORIES = [
    ("Employees", ["Mr. Ames", "Ms. Bauer", "Mrs. Cruz", "Mr. Dunn", "Ms. Fry"]),
    ("Floors", ["floor 2", "floor 3", "floor 4", "floor 5", "floor 6"], [2, 3, 4, 5, 6]),
    ("Firms", ["architecture firm", "dental practice", "insurance agency", "law firm", "travel agency"]),
    ("Arrivals", ["7:45 AM", "8:00 AM", "8:15 AM", "8:30 AM", "8:45 AM"], [465, 480, 495, 510, 525]),
]
SOLUTION = [
    ["Mr. Ames", "floor 4", "insurance agency", "8:15 AM"],
    ["Ms. Bauer", "floor 6", "law firm", "7:45 AM"],
    ["Mrs. Cruz", "floor 2", "dental practice", "8:45 AM"],
    ["Mr. Dunn", "floor 5", "architecture firm", "8:00 AM"],
    ["Ms. Fry", "floor 3", "travel agency", "8:30 AM"],
]
CLUES = [
    ("The law firm is on the top floor, and the person who works there gets in first.",
     lambda s: s.n(F, "law firm") == 6 and s.n(T, "law firm") == 465),
    ("Mr. Dunn works one floor below Ms. Bauer and arrives 15 minutes after her.",
     lambda s: s.n(F, "Mr. Dunn") == s.n(F, "Ms. Bauer") - 1 and s.n(T, "Mr. Dunn") == s.n(T, "Ms. Bauer") + 15),
    ("The dental practice is on the lowest of the five floors.", lambda s: s.n(F, "dental practice") == 2),
    ("Ms. Fry gets in half an hour after the person from the architecture firm.",
     lambda s: s.n(T, "Ms. Fry") == s.n(T, "architecture firm") + 30),
    ("The insurance agency is two floors above the dental practice.",
     lambda s: s.n(F, "insurance agency") == s.n(F, "dental practice") + 2),
    ("Mrs. Cruz is the last of the five to arrive.", lambda s: s.n(T, "Mrs. Cruz") == 525),
    ("Mr. Ames works on a higher floor than Ms. Fry.", lambda s: s.n(F, "Mr. Ames") > s.n(F, "Ms. Fry")),
    ("Mrs. Cruz works one floor below Ms. Fry.", lambda s: s.n(F, "Mrs. Cruz") == s.n(F, "Ms. Fry") - 1),
    ("Nobody gets in earlier than Ms. Bauer.", lambda s: s.n(T, "Ms. Bauer") == 465),
]
QUESTIONS = [("Who works for the travel agency?", lambda s: s.v("Employees", "travel agency"))]
NUM = "."
DOT = False
INTRO = ["Five people ride the same elevator every morning in an office building on Main Street. Each gets off at a different floor, from floor 2 up to floor 6 at the top, and each works for a different business there. No two arrive at the same time."]
OUTRO = []
REMARKS = INTRO + OUTRO
