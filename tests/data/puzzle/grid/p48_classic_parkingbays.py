B = "Bays"
T = "Arrivals"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Bays", ["1", "2", "3", "4", "5", "6"]),
    ("Drivers", ["Ms. Alvarez", "Mr. Brooks", "Mrs. Chu", "Mr. Diaz", "Ms. Evans", "Mr. Frost"]),
    ("Colors", ["beige", "black", "blue", "green", "red", "white"]),
    ("Cars", ["convertible", "hatchback", "minivan", "pickup", "sedan", "SUV"]),
    ("Arrivals", ["7:00am", "7:15am", "7:30am", "7:45am", "8:00am", "8:15am"], [420, 435, 450, 465, 480, 495]),
]
SOLUTION = [
    ["1", "Mrs. Chu", "white", "SUV", "7:30am"],
    ["2", "Mr. Frost", "red", "convertible", "8:15am"],
    ["3", "Ms. Alvarez", "blue", "hatchback", "7:00am"],
    ["4", "Mr. Diaz", "black", "pickup", "7:45am"],
    ["5", "Ms. Evans", "green", "sedan", "8:00am"],
    ["6", "Mr. Brooks", "beige", "minivan", "7:15am"],
]
CLUES = [
    ("The earliest arrival parked in bay 3.", lambda s: s.n(T, "3") == 420),
    ("Mr. Brooks parked at the far right end of the row.", lambda s: s.n(B, "Mr. Brooks") == 6),
    ("The SUV is at the far left end.", lambda s: s.n(B, "SUV") == 1),
    ("The red car is immediately to the left of Ms. Alvarez's car.", lambda s: s.n(B, "red") == s.n(B, "Ms. Alvarez") - 1),
    ("Mr. Diaz arrived 15 minutes after Mrs. Chu.", lambda s: s.n(T, "Mr. Diaz") == s.n(T, "Mrs. Chu") + 15),
    ("The convertible was the last to arrive.", lambda s: s.n(T, "convertible") == 495),
    ("The sedan is green.", lambda s: s.same("sedan", "green")),
    ("Ms. Evans parked next to the minivan.", lambda s: near(s, "Ms. Evans", "minivan")),
    ("The pickup is black.", lambda s: s.same("pickup", "black")),
    ("The hatchback arrived 15 minutes before the minivan.", lambda s: s.n(T, "hatchback") == s.n(T, "minivan") - 15),
    ("Mr. Frost parked next to the white car.", lambda s: near(s, "Mr. Frost", "white")),
    ("The blue car is two bays to the left of the green car.", lambda s: s.n(B, "blue") == s.n(B, "green") - 2),
    ("The driver who arrived at 8:00am parked immediately to the right of Mr. Diaz.", lambda s: s.n(B, "8:00am") == s.n(B, "Mr. Diaz") + 1),
    ("The beige car arrived earlier than the white car.", lambda s: s.n(T, "beige") < s.n(T, "white")),
    ("Mr. Frost arrived 15 minutes after Ms. Evans.", lambda s: s.n(T, "Mr. Frost") == s.n(T, "Ms. Evans") + 15),
    ("Ms. Evans drives the sedan.", lambda s: s.same("Ms. Evans", "sedan")),
]
QUESTIONS = [("Who drives the convertible?", lambda s: s.v("Drivers", "convertible")),
             ("What time did Ms. Evans arrive?", lambda s: s.v(T, "Ms. Evans"))]
NUM = "."
INTRO = ["Six staff members parked in the six bays of the clinic's small lot this morning. The bays are numbered 1 to 6 from left to right as you face them from the entrance."]
OUTRO = []
REMARKS = INTRO + OUTRO
