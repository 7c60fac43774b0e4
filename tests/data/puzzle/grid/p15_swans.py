D = "Dates"
N = "Swans"
CATEGORIES = [
    ("Volunteers", ["Effie", "Gwilym", "Hattie", "Ifan"]),
    ("Stretches", ["Abbey Weir", "Cow Meadow", "Ferry Bend", "Mill Reach"]),
    ("Dates", ["April 3", "April 10", "April 17", "April 24"], [3, 10, 17, 24]),
    ("Swans", ["7 swans", "11 swans", "14 swans", "19 swans"], [7, 11, 14, 19]),
]
SOLUTION = [
    ["Effie", "Mill Reach", "April 17", "11 swans"],
    ["Gwilym", "Cow Meadow", "April 3", "19 swans"],
    ["Hattie", "Abbey Weir", "April 24", "7 swans"],
    ["Ifan", "Ferry Bend", "April 10", "14 swans"],
]
CLUES = [
    ("The count at Cow Meadow was one week before the count at Ferry Bend.", lambda s: s.n(D, "Cow Meadow") == s.n(D, "Ferry Bend") - 7),
    ("Hattie counted the fewest swans.", lambda s: s.n(N, "Hattie") == 7),
    ("The person who counted 14 swans went out on April 10.", lambda s: s.same("14 swans", "April 10")),
    ("Effie's count was two weeks after Gwilym's.", lambda s: s.n(D, "Effie") == s.n(D, "Gwilym") + 14),
    ("Of Ifan and the person at Abbey Weir, one counted 14 swans and the other counted 7 swans.",
     lambda s: not s.same("Ifan", "Abbey Weir") and {s.v(N, "Ifan"), s.v(N, "Abbey Weir")} == {"14 swans", "7 swans"}),
    ("Gwilym counted more swans than Ifan.", lambda s: s.n(N, "Gwilym") > s.n(N, "Ifan")),
    ("Effie didn't survey Abbey Weir.", lambda s: not s.same("Effie", "Abbey Weir")),
    ("The last count of the month was not at Mill Reach.", lambda s: s.n(D, "Mill Reach") != 24),
    ("The Ferry Bend count was not Effie's.", lambda s: not s.same("Ferry Bend", "Effie")),
]
QUESTIONS = [("How many swans did Effie count?", lambda s: s.v(N, "Effie"))]
NUM = ""
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
