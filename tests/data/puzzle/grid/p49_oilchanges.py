T = "Times"
CATEGORIES = [
    ("First names", ["Alvin", "Bev", "Cecil", "Gwen", "Stu"]),
    ("Last names", ["Keller", "Landry", "Moody", "Nash", "Perry"]),
    ("Cars", ["Buick", "Chevy", "Dodge", "Ford", "Pontiac"]),
    ("Times", ["8:00 am", "8:30 am", "9:00 am", "9:30 am", "10:00 am"], [0, 30, 60, 90, 120]),
]
SOLUTION = [
    ["Alvin", "Nash", "Ford", "9:00 am"],
    ["Bev", "Keller", "Pontiac", "8:00 am"],
    ["Cecil", "Perry", "Chevy", "10:00 am"],
    ["Gwen", "Moody", "Dodge", "8:30 am"],
    ["Stu", "Landry", "Buick", "9:30 am"],
]
def one_other(s, a, b, x, y):
    return (s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x))
CLUES = [
    ("Bev was the first customer of the morning, but she doesn't drive a Ford or a Dodge.",
     lambda s: s.n(T, "Bev") == 0 and not s.same("Bev", "Ford") and not s.same("Bev", "Dodge")),
    ("Mr. Landry came in an hour after Ms. Moody.", lambda s: s.n(T, "Landry") == s.n(T, "Moody") + 60),
    ("The Chevy was the last car serviced.", lambda s: s.n(T, "Chevy") == 120),
    ("Alvin's oil change was half an hour earlier than the Buick's.", lambda s: s.n(T, "Alvin") == s.n(T, "Buick") - 30),
    ("Cecil isn't Mr. Nash.", lambda s: not s.same("Cecil", "Nash")),
    ("Of Gwen and the Ford owner, one is Ms. Moody and the other came in at 9:00 am.",
     lambda s: not s.same("Gwen", "Ford") and one_other(s, "Gwen", "Ford", "Moody", "9:00 am")),
    ("The Pontiac belongs to Mrs. Keller.", lambda s: s.same("Pontiac", "Keller")),
    ("Stu, who doesn't drive the Dodge, came in before Cecil.",
     lambda s: not s.same("Stu", "Dodge") and s.n(T, "Stu") < s.n(T, "Cecil")),
    ("Gwen came in before Alvin.", lambda s: s.n(T, "Gwen") < s.n(T, "Alvin")),
    ("Mr. Perry's car was serviced later than Mr. Nash's.", lambda s: s.n(T, "Perry") > s.n(T, "Nash")),
]
QUESTIONS = [
    ("What is Cecil's last name?", lambda s: s.v("Last names", "Cecil")),
    ("Who drives the Dodge?", lambda s: s.v("First names", "Dodge")),
]
NUM = "."
INTRO = ["Quick Lube had five oil changes booked on Wednesday morning, half an hour apart. Each customer drove a different make of car."]
OUTRO = []
REMARKS = INTRO + OUTRO
