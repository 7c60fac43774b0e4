D = "Days"
P = "Deposits"
T = "Pickup times"
CATEGORIES = [
    ("Customers", ["Gwen", "Ibrahim", "Thandi", "Vince"]),
    ("Tools", ["chainsaw", "floor sander", "pressure washer", "tile saw"]),
    ("Days", ["1 day", "2 days", "3 days", "4 days"], [1, 2, 3, 4]),
    ("Deposits", ["$50", "$75", "$100", "$150"], [50, 75, 100, 150]),
    ("Pickup times", ["8:00 am", "9:30 am", "11:15 am", "1:00 pm"], [480, 570, 675, 780]),
]
SOLUTION = [
    ["Gwen", "tile saw", "3 days", "$75", "11:15 am"],
    ["Ibrahim", "chainsaw", "1 day", "$150", "8:00 am"],
    ["Thandi", "floor sander", "4 days", "$100", "1:00 pm"],
    ["Vince", "pressure washer", "2 days", "$50", "9:30 am"],
]
CLUES = [
    ("The chainsaw was rented by the customer who came in first.", lambda s: s.n(T, "chainsaw") == 480),
    ("Gwen kept her tool one day longer than Vince kept his.", lambda s: s.n(D, "Gwen") == s.n(D, "Vince") + 1),
    ("The tool with the $100 deposit was picked up at 1:00 pm.", lambda s: s.same("$100", "1:00 pm")),
    ("Of the pressure washer and the tile saw, one was picked up at 9:30 am and the other was kept for 3 days.",
     lambda s: (s.same("pressure washer", "9:30 am") and s.same("tile saw", "3 days")) or
               (s.same("tile saw", "9:30 am") and s.same("pressure washer", "3 days"))),
    ("Ibrahim's deposit was twice Gwen's.", lambda s: s.n(P, "Ibrahim") == 2 * s.n(P, "Gwen")),
    ("Thandi kept her tool the longest.", lambda s: s.n(D, "Thandi") == 4),
    ("The floor sander was picked up an hour and 45 minutes after the tile saw.",
     lambda s: s.n(T, "floor sander") == s.n(T, "tile saw") + 105),
    ("Vince came in at 9:30 am, an hour and a half after Ibrahim.",
     lambda s: s.same("Vince", "9:30 am") and s.n(T, "Ibrahim") == s.n(T, "Vince") - 90),
    ("The floor sander was out for 4 days.", lambda s: s.same("floor sander", "4 days")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
