D = "Dates"
R = "Rates"
MI = "Miles"
RM = "Rooms"
CATEGORIES = [
    ("Dates", ["June 3", "June 4", "June 5", "June 6", "June 7"], [3, 4, 5, 6, 7]),
    ("Motels", ["Bluebird Inn", "Desert Star", "Pine Cone Lodge", "Starlite Motel", "Wagon Wheel"]),
    ("Rates", ["$48.00", "$52.50", "$56.00", "$61.50", "$64.00"], [4800, 5250, 5600, 6150, 6400]),
    ("Miles", ["310 miles", "345 miles", "380 miles", "415 miles", "450 miles"], [310, 345, 380, 415, 450]),
    ("Rooms", ["4", "9", "12", "17", "21"], [4, 9, 12, 17, 21]),
]
SOLUTION = [
    ["June 3", "Starlite Motel", "$52.50", "415 miles", "12"],
    ["June 4", "Wagon Wheel", "$64.00", "310 miles", "4"],
    ["June 5", "Bluebird Inn", "$48.00", "380 miles", "21"],
    ["June 6", "Pine Cone Lodge", "$61.50", "450 miles", "9"],
    ["June 7", "Desert Star", "$56.00", "345 miles", "17"],
]
CLUES = [
    ("The family drove the farthest on the day they checked into the Pine Cone Lodge.", lambda s: s.n(MI, "Pine Cone Lodge") == 450),
    ("The cheapest motel was the one they reached on June 5.", lambda s: s.n(R, "June 5") == 4800),
    ("The Wagon Wheel, which charged the most, was booked for the night after the Starlite Motel.",
     lambda s: s.n(R, "Wagon Wheel") == 6400 and s.n(D, "Wagon Wheel") == s.n(D, "Starlite Motel") + 1),
    ("On June 7 they drove 35 miles more than on the day they paid $64.00.",
     lambda s: s.n(MI, "June 7") == s.n(MI, "$64.00") + 35),
    ("The family paid $8.00 less for room 21 than for their room at the Desert Star.",
     lambda s: s.n(R, "21") == s.n(R, "Desert Star") - 800),
    ("They stayed at the Pine Cone Lodge, where they didn't have room 4, three nights after the Starlite Motel.",
     lambda s: not s.same("Pine Cone Lodge", "4") and s.n(D, "Pine Cone Lodge") == s.n(D, "Starlite Motel") + 3),
    ("Room 9 cost more than room 17.", lambda s: s.n(R, "9") > s.n(R, "17")),
    ("The Desert Star was the last motel of the trip.", lambda s: s.n(D, "Desert Star") == 7),
    ("The Bluebird Inn, where they had room 21, was the cheapest of the five.",
     lambda s: s.same("Bluebird Inn", "21") and s.n(R, "Bluebird Inn") == 4800),
    ("The Starlite Motel cost $9.00 less than the Pine Cone Lodge.", lambda s: s.n(R, "Starlite Motel") == s.n(R, "Pine Cone Lodge") - 900),
    ("They drove 35 fewer miles on the day they reached the Bluebird Inn than on the day they reached the Starlite Motel.",
     lambda s: s.n(MI, "Bluebird Inn") == s.n(MI, "Starlite Motel") - 35),
    ("They had room 12 on the first night of the trip.", lambda s: s.same("12", "June 3")),
    ("Room 4 was at the Wagon Wheel.", lambda s: s.same("4", "Wagon Wheel")),
    ("They drove farther on June 3 than on June 7.", lambda s: s.n(MI, "June 3") > s.n(MI, "June 7")),
]
QUESTIONS = [("What was the family's room number at the Desert Star?", lambda s: s.v("Rooms", "Desert Star"))]
NUM = "."
DOT = False
INTRO = [
    "Motels on the Road",
    "During their June road trip, the Pickett family spent five nights in a row at five different roadside motels. Each motel charged a different nightly rate, each day's drive covered a different number of miles, and each night the family had a different room number. Find the motel for each date, its nightly rate, the miles driven that day, and the room number.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
