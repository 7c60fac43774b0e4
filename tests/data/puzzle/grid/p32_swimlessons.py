A = "Ages"
T = "Times"
CATEGORIES = [
    ("Children", ["Ashley", "Brandon", "Kayla", "Tyler"]),
    ("Ages", ["5", "6", "7", "8"], [5, 6, 7, 8]),
    ("Times", ["3:30 PM", "4:15 PM", "5:00 PM", "5:45 PM"], [930, 975, 1020, 1065]),
]
SOLUTION = [
    ["Ashley", "7", "5:00 PM"],
    ["Brandon", "5", "3:30 PM"],
    ["Kayla", "8", "5:45 PM"],
    ["Tyler", "6", "4:15 PM"],
]
CLUES = [
    ("The youngest child has the earliest lesson.", lambda s: s.n(T, "5") == 930),
    ("Kayla is a year older than Ashley.", lambda s: s.n(A, "Kayla") == s.n(A, "Ashley") + 1),
    ("Tyler's lesson starts 45 minutes after Brandon's.", lambda s: s.n(T, "Tyler") == s.n(T, "Brandon") + 45),
    ("The 8-year-old's lesson is later than the 6-year-old's.", lambda s: s.n(T, "8") > s.n(T, "6")),
    ("Ashley's lesson is 45 minutes before Kayla's.", lambda s: s.n(T, "Ashley") == s.n(T, "Kayla") - 45),
    ("Ashley is older than Tyler.", lambda s: s.n(A, "Ashley") > s.n(A, "Tyler")),
]
NUM = "."
DOT = False
INTRO = [
    "Swim Lessons at the Y",
    "Four children take private swim lessons at the YMCA on Tuesday afternoons, one after another. No two of the children are the same age. Determine each child's age and lesson time.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
