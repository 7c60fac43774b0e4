R = "Rooms"
Y = "Service"
CATEGORIES = [
    ("Teachers", ["Mr. Ortiz", "Ms. Pruitt", "Mrs. Quinlan", "Mr. Rowe"]),
    ("Subjects", ["algebra", "biology", "civics", "English"]),
    ("Rooms", ["Room 101", "Room 102", "Room 103", "Room 104"], [101, 102, 103, 104]),
    ("Service", ["3 years", "7 years", "11 years", "15 years"], [3, 7, 11, 15]),
]
SOLUTION = [
    ["Mr. Ortiz", "civics", "Room 103", "15 years"],
    ["Ms. Pruitt", "algebra", "Room 101", "7 years"],
    ["Mrs. Quinlan", "English", "Room 104", "3 years"],
    ["Mr. Rowe", "biology", "Room 102", "11 years"],
]
CLUES = [
    ("The biology teacher's room is next door to Ms. Pruitt's.", lambda s: abs(s.n(R, "biology") - s.n(R, "Ms. Pruitt")) == 1),
    ("Mrs. Quinlan has taught at Lincoln High the shortest time, and her room has the highest number.",
     lambda s: s.n(Y, "Mrs. Quinlan") == 3 and s.n(R, "Mrs. Quinlan") == 104),
    ("The civics teacher has been at the school eight years longer than Ms. Pruitt.",
     lambda s: s.n(Y, "civics") == s.n(Y, "Ms. Pruitt") + 8),
    ("Mr. Rowe's room number is one lower than the civics room's.", lambda s: s.n(R, "Mr. Rowe") == s.n(R, "civics") - 1),
    ("Mr. Ortiz doesn't teach English.", lambda s: not s.same("Mr. Ortiz", "English")),
    ("The algebra room is at the opposite end of the hallway from Mrs. Quinlan's.", lambda s: s.n(R, "algebra") == 101),
    ("Mr. Rowe isn't the algebra teacher.", lambda s: not s.same("Mr. Rowe", "algebra")),
]
QUESTIONS = [
    ("What does Mr. Rowe teach?", lambda s: s.v("Subjects", "Mr. Rowe")),
    ("How long has the algebra teacher been at Lincoln High?", lambda s: s.v(Y, "algebra")),
]
NUM = "."
INTRO = ["Four teachers at Lincoln High have their homerooms side by side along the east hallway, in Rooms 101, 102, 103 and 104, in that order. Each teaches a different subject and each has been at the school a different number of years."]
ASK = "Can you find each teacher's subject, room and length of service?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
