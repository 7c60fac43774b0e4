D = "Departures"
N = "Lengths"
CATEGORIES = [
    ("Travelers", ["Ms. Quinn", "Mr. Rossi", "Mrs. Sato", "Mr. Tran"]),
    ("Countries", ["Chile", "Iceland", "Morocco", "Vietnam"]),
    ("Departures", ["June 3rd", "June 10th", "June 17th", "June 24th"], [3, 10, 17, 24]),
    ("Lengths", ["5 nights", "7 nights", "9 nights", "11 nights"], [5, 7, 9, 11]),
]
SOLUTION = [
    ["Ms. Quinn", "Iceland", "June 17th", "5 nights"],
    ["Mr. Rossi", "Vietnam", "June 3rd", "11 nights"],
    ["Mrs. Sato", "Chile", "June 24th", "9 nights"],
    ["Mr. Tran", "Morocco", "June 10th", "7 nights"],
]
CLUES = [
    ("The traveler who left on June 3rd took the longest trip.", lambda s: s.n(N, "June 3rd") == 11),
    ("Mrs. Sato left one week after Ms. Quinn.", lambda s: s.n(D, "Mrs. Sato") == s.n(D, "Ms. Quinn") + 7),
    ("The Morocco trip was 2 nights longer than the Iceland trip.", lambda s: s.n(N, "Morocco") == s.n(N, "Iceland") + 2),
    ("Mr. Tran departed sometime before Ms. Quinn.", lambda s: s.n(D, "Mr. Tran") < s.n(D, "Ms. Quinn")),
    ("Of the Chile traveler and Mr. Tran, one stayed 9 nights and the other left on June 10th.",
     lambda s: not s.same("Chile", "Mr. Tran") and (
         (s.same("Chile", "9 nights") and s.same("Mr. Tran", "June 10th")) or
         (s.same("Mr. Tran", "9 nights") and s.same("Chile", "June 10th")))),
    ("Mrs. Sato's trip was 4 nights longer than Ms. Quinn's.", lambda s: s.n(N, "Mrs. Sato") == s.n(N, "Ms. Quinn") + 4),
]
QUESTIONS = [("Where did Mr. Rossi go?", lambda s: s.v("Countries", "Mr. Rossi"))]
NUM = "."
INTRO = ["Four travelers renewed their passports this spring and each took one trip abroad in June. Each visited a different country, left on a different date and stayed a different number of nights."]
OUTRO = []
REMARKS = INTRO + OUTRO
