T = "Times"
CATEGORIES = [
    ("Customers", ["Mrs. Grant", "Mr. Hardy", "Ms. Irwin", "Mr. Kemp", "Mrs. Lowe"]),
    ("Rooms", ["basement", "den", "hallway", "living room", "nursery"]),
    ("Times", ["8:30am", "10:00am", "11:30am", "1:00pm", "2:30pm"], [510, 600, 690, 780, 870]),
]
SOLUTION = [
    ["Mrs. Grant", "den", "11:30am"],
    ["Mr. Hardy", "basement", "2:30pm"],
    ["Ms. Irwin", "hallway", "8:30am"],
    ["Mr. Kemp", "nursery", "1:00pm"],
    ["Mrs. Lowe", "living room", "10:00am"],
]
CLUES = [
    ("Mr. Hardy's job started 3 hours after Mrs. Grant's.", lambda s: s.n(T, "Mr. Hardy") == s.n(T, "Mrs. Grant") + 180),
    ("The nursery was cleaned 3 hours after the living room.", lambda s: s.n(T, "nursery") == s.n(T, "living room") + 180),
    ("Mr. Kemp's appointment was 90 minutes before the basement job.",
     lambda s: s.n(T, "Mr. Kemp") == s.n(T, "basement") - 90),
    ("Mrs. Lowe's job started 90 minutes before the den job.",
     lambda s: s.n(T, "Mrs. Lowe") == s.n(T, "den") - 90),
    ("Ms. Irwin's appointment was earlier than Mrs. Lowe's.", lambda s: s.n(T, "Ms. Irwin") < s.n(T, "Mrs. Lowe")),
    ("Mrs. Grant's job was either the den or the 1:00pm appointment.",
     lambda s: s.same("Mrs. Grant", "den") != s.same("Mrs. Grant", "1:00pm")),
]
NUM = None
DOT = False
INTRO = ["A carpet cleaner had five jobs on Friday, each in a different room of a different customer's home."]
OUTRO = []
REMARKS = INTRO + OUTRO
