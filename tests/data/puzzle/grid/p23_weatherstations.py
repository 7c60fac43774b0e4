T = "Highs"
R = "Rainfall"
H = "Sunshine"
CATEGORIES = [
    ("Stations", ["Ashby", "Holt", "Kirkby", "Thorne"]),
    ("Highs", ["14°C", "16°C", "18°C", "20°C"], [14, 16, 18, 20]),
    ("Rainfall", ["2 mm", "5 mm", "8 mm", "11 mm"], [2, 5, 8, 11]),
    ("Sunshine", ["1 hour", "3 hours", "4 hours", "6 hours"], [1, 3, 4, 6]),
]
SOLUTION = [
    ["Ashby", "18°C", "2 mm", "4 hours"],
    ["Holt", "14°C", "11 mm", "1 hour"],
    ["Kirkby", "20°C", "5 mm", "6 hours"],
    ["Thorne", "16°C", "8 mm", "3 hours"],
]
CLUES = [
    ("Kirkby, the warmest of the four, was 2 degrees warmer than Ashby.",
     lambda s: s.n(T, "Kirkby") == 20 and s.n(T, "Kirkby") == s.n(T, "Ashby") + 2),
    ("The station with just 1 hour of sunshine recorded the lowest temperature.",
     lambda s: s.n(T, "1 hour") == 14),
    ("Ashby had the least rain.", lambda s: s.n(R, "Ashby") == 2),
    ("The wettest station was not Thorne.", lambda s: s.n(R, "Thorne") != 11),
    ("Thorne was warmer than Holt.", lambda s: s.n(T, "Thorne") > s.n(T, "Holt")),
    ("The station with 3 hours of sunshine had 3 mm more rain than the sunniest station.",
     lambda s: s.n(R, "3 hours") == s.n(R, "6 hours") + 3),
    ("Ashby saw an hour more sunshine than Thorne.", lambda s: s.n(H, "Ashby") == s.n(H, "Thorne") + 1),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
