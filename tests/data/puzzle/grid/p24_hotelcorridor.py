# American: a hotel corridor; rooms in a row, check-in times with "p.m.", titles with full stops.
R = "Rooms"
T = "Times"
CATEGORIES = [
    ("Guests", ["Mr. Diaz", "Mrs. Park", "Ms. Novak", "Mr. Reyes", "Dr. Stone"]),
    ("Rooms", ["301", "302", "303", "304", "305"], [301, 302, 303, 304, 305]),
    ("Times", ["1:00 PM", "2:30 PM", "3:15 PM", "4:00 PM", "5:45 PM"], [780, 870, 915, 960, 1065]),
    ("Hometowns", ["Austin", "Boise", "Denver", "Omaha", "Tampa"]),
]
SOLUTION = [
    ["Mr. Diaz", "303", "2:30 PM", "Tampa"],
    ["Mrs. Park", "305", "1:00 PM", "Boise"],
    ["Ms. Novak", "301", "5:45 PM", "Omaha"],
    ["Mr. Reyes", "304", "4:00 PM", "Austin"],
    ["Dr. Stone", "302", "3:15 PM", "Denver"],
]
CLUES = [
    ("The guest from Boise was the first to check in and was given Room 305.",
     lambda s: s.n(T, "Boise") == 780 and s.same("Boise", "305")),
    ("Mr. Diaz checked in an hour and a half after Mrs. Park.", lambda s: s.n(T, "Mr. Diaz") == s.n(T, "Mrs. Park") + 90),
    ("Ms. Novak was the last to check in, at 5:45 p.m., and her room is 301.",
     lambda s: s.n(T, "Ms. Novak") == 1065 and s.same("Ms. Novak", "301")),
    ("Dr. Stone's room is next door to Ms. Novak's, and Dr. Stone checked in 45 minutes after the guest from Tampa.",
     lambda s: abs(s.n(R, "Dr. Stone") - s.n(R, "Ms. Novak")) == 1 and s.n(T, "Dr. Stone") == s.n(T, "Tampa") + 45),
    ("The guest from Austin is in the room next to the Boise guest's.", lambda s: abs(s.n(R, "Austin") - s.n(R, "Boise")) == 1),
    ("Mr. Reyes, Dr. Stone and the guest from Omaha are three different people.",
     lambda s: len({s.e("Mr. Reyes"), s.e("Dr. Stone"), s.e("Omaha")}) == 3),
    ("Mr. Reyes checked in some time after Mr. Diaz.", lambda s: s.n(T, "Mr. Reyes") > s.n(T, "Mr. Diaz")),
    ("The guest from Denver checked in before the guest from Austin.", lambda s: s.n(T, "Denver") < s.n(T, "Austin")),
]
QUESTIONS = [("Who is staying in Room 303?", lambda s: s.v("Guests", "303"))]
NUM = "."
DOT = False
INTRO = ["Five guests checked in to the third floor of the Lakeview Inn on Friday afternoon. Rooms 301 through 305 are side by side, in order, along one side of the corridor, and each guest comes from a different city."]
OUTRO = []
REMARKS = INTRO + OUTRO
