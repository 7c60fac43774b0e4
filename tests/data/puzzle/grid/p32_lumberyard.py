L = "Lengths"
Q = "Quantities"
D = "Days"
CATEGORIES = [
    ("Customers", ["Mr. Dawson", "Mrs. Keller", "Mr. Pruitt", "Ms. Vance"]),
    ("Woods", ["cedar", "oak", "pine", "redwood"]),
    ("Lengths", ["8 feet", "10 feet", "12 feet", "16 feet"], [8, 10, 12, 16]),
    ("Quantities", ["20 boards", "35 boards", "50 boards", "65 boards"], [20, 35, 50, 65]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
]
SOLUTION = [
    ["Mr. Dawson", "redwood", "12 feet", "35 boards", "Wednesday"],
    ["Mrs. Keller", "pine", "8 feet", "65 boards", "Monday"],
    ["Mr. Pruitt", "cedar", "16 feet", "20 boards", "Thursday"],
    ["Ms. Vance", "oak", "10 feet", "50 boards", "Tuesday"],
]
CLUES = [
    ("The pine order, which had the most boards, was picked up on Monday.",
     lambda s: s.n(Q, "pine") == 65 and s.same("pine", "Monday")),
    ("Mr. Pruitt ordered 15 fewer boards than Mr. Dawson.", lambda s: s.n(Q, "Mr. Pruitt") == s.n(Q, "Mr. Dawson") - 15),
    ("The 10-foot boards were picked up the day after the 8-foot boards.", lambda s: s.n(D, "10 feet") == s.n(D, "8 feet") + 1),
    ("Ms. Vance didn't order cedar or redwood.", lambda s: not s.same("Ms. Vance", "cedar") and not s.same("Ms. Vance", "redwood")),
    ("The redwood boards were 4 feet shorter than Mr. Pruitt's.", lambda s: s.n(L, "redwood") == s.n(L, "Mr. Pruitt") - 4),
    ("The customer who came in on Thursday ordered the longest boards.", lambda s: s.n(L, "Thursday") == 16),
    ("Of Mrs. Keller and the customer who ordered oak, one bought 50 boards and the other bought 8-foot boards.",
     lambda s: not s.same("Mrs. Keller", "oak") and (
         (s.same("Mrs. Keller", "50 boards") and s.same("oak", "8 feet")) or
         (s.same("oak", "50 boards") and s.same("Mrs. Keller", "8 feet")))),
    ("Mr. Dawson's order wasn't picked up on Tuesday.", lambda s: not s.same("Mr. Dawson", "Tuesday")),
]
NUM = "."
DOT = False
INTRO = [
    "Orders at the Lumber Yard",
    "Four customers placed orders at Miller's Lumber Yard and picked them up on four different days of the same week. Each ordered a different wood, in a different board length and a different quantity. Determine each customer's wood, board length, number of boards, and pickup day.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
