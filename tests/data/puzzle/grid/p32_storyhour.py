D = "Dates"
K = "Audiences"
CATEGORIES = [
    ("Readers", ["Mr. Fenwick", "Mrs. Gault", "Ms. Hardy", "Mr. Tate"]),
    ("Books", ["Barnyard Ballet", "Captain Sprinkles", "Pickle Goes to School", "The Sleepy Dragon"]),
    ("Dates", ["October 2", "October 9", "October 16", "October 23"], [2, 9, 16, 23]),
    ("Audiences", ["9 children", "12 children", "15 children", "18 children"], [9, 12, 15, 18]),
]
SOLUTION = [
    ["Mr. Fenwick", "The Sleepy Dragon", "October 16", "18 children"],
    ["Mrs. Gault", "Captain Sprinkles", "October 2", "12 children"],
    ["Ms. Hardy", "Barnyard Ballet", "October 23", "9 children"],
    ["Mr. Tate", "Pickle Goes to School", "October 9", "15 children"],
]
CLUES = [
    ("Captain Sprinkles was read on October 2.", lambda s: s.same("Captain Sprinkles", "October 2")),
    ("The reading held one week after Mrs. Gault's drew 3 more children than hers did.",
     lambda s: all(s.n(K, d) == s.n(K, "Mrs. Gault") + 3 for d in ["October 2", "October 9", "October 16", "October 23"]
                   if s.n(D, d) == s.n(D, "Mrs. Gault") + 7) and s.n(D, "Mrs. Gault") != 23),
    ("The Sleepy Dragon drew the biggest crowd.", lambda s: s.n(K, "The Sleepy Dragon") == 18),
    ("Ms. Hardy's reading, which wasn't Pickle Goes to School, was the last of the four.",
     lambda s: not s.same("Ms. Hardy", "Pickle Goes to School") and s.n(D, "Ms. Hardy") == 23),
    ("Mr. Fenwick read sometime after Mr. Tate.", lambda s: s.n(D, "Mr. Fenwick") > s.n(D, "Mr. Tate")),
    ("Barnyard Ballet drew fewer children than any other book.", lambda s: s.n(K, "Barnyard Ballet") == 9),
    ("Mr. Fenwick drew 6 more children than Mrs. Gault.", lambda s: s.n(K, "Mr. Fenwick") == s.n(K, "Mrs. Gault") + 6),
]
NUM = "."
DOT = False
INTRO = [
    "Story Hour at the Library",
    "On four Saturdays in October, a different volunteer read a picture book aloud at the Millbrook Public Library's story hour. Each read a different book, and each reading drew a different number of children. Determine the book, date, and audience for each reader.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
