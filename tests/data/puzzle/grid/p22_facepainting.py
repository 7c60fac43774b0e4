T = "Slots"
CATEGORIES = [
    ("Children", ["Arlo", "Bea", "Cody", "Dora"]),
    ("Designs", ["butterfly", "pirate", "rainbow", "tiger"]),
    ("Slots", ["10:00", "10:15", "10:30", "10:45"], [600, 615, 630, 645]),
    ("Painters", ["Mrs Grant", "Mr Hale", "Ms Irwin", "Mr Jones"]),
]
SOLUTION = [
    ["Arlo", "tiger", "10:30", "Mr Hale"],
    ["Bea", "butterfly", "10:00", "Ms Irwin"],
    ["Cody", "pirate", "10:45", "Mrs Grant"],
    ["Dora", "rainbow", "10:15", "Mr Jones"],
]
CLUES = [
    ("Bea had the first slot of the morning.", lambda s: s.n(T, "Bea") == 600),
    ("The child painted as a pirate went 30 minutes after Dora.", lambda s: s.n(T, "pirate") == s.n(T, "Dora") + 30),
    ("Mr Hale painted the tiger.", lambda s: s.same("Mr Hale", "tiger")),
    ("Mrs Grant did the last face of the morning.", lambda s: s.n(T, "Mrs Grant") == 645),
    ("The butterfly was not painted by Mr Jones.", lambda s: not s.same("butterfly", "Mr Jones")),
    ("Arlo went before Cody.", lambda s: s.n(T, "Arlo") < s.n(T, "Cody")),
    ("The rainbow was painted 15 minutes after the butterfly.", lambda s: s.n(T, "rainbow") == s.n(T, "butterfly") + 15),
    ("Mr Jones painted the child who came at 10:15.", lambda s: s.same("Mr Jones", "10:15")),
]
QUESTIONS = [
    ("Who painted Bea's face?", lambda s: s.v("Painters", "Bea")),
    ("Which child was painted as a tiger?", lambda s: s.v("Children", "tiger")),
]
NUM = "."
DOT = False
INTRO = ["At the school fair, four children booked the face-painting stall, one in each 15-minute slot, and each was painted by a different helper."]
OUTRO = []
REMARKS = INTRO + OUTRO
