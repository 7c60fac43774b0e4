M, N = "Months", "Nights"
CATEGORIES = [
    ("Travelers", ["Ansel", "Bea", "Corin", "Dalia"]),
    ("Cities", ["Lima", "Nairobi", "Osaka", "Tallinn"]),
    ("Months", ["January", "February", "March", "April"]),
    ("Nights", ["3 nights", "5 nights", "7 nights", "9 nights"], [3, 5, 7, 9]),
    ("Bags", ["backpack", "duffel", "suitcase", "trunk"]),
]
CLUES = [
    ("Corin left 1 month after the traveler going to Osaka.", lambda s: s.n(M, "Corin") == s.n(M, "Osaka") + 1),
    ("The traveler with the trunk stayed 4 nights longer than Ansel.", lambda s: s.n(N, "trunk") == s.n(N, "Ansel") + 4),
    ("Bea left sometime before Dalia.", lambda s: s.n(M, "Bea") < s.n(M, "Dalia")),
    ("The person going to Nairobi took a suitcase.", lambda s: s.same("Nairobi", "suitcase")),
    ("Corin didn't go to Lima.", lambda s: not s.same("Corin", "Lima")),
    ("The shortest trip began in April.", lambda s: s.same("3 nights", "April")),
    ("Dalia stayed 2 nights longer than the traveler who left in March.", lambda s: s.n(N, "Dalia") == s.n(N, "March") + 2),
    ("The trunk went to Lima.", lambda s: s.same("trunk", "Lima")),
    ("Ansel didn't take the backpack.", lambda s: not s.same("Ansel", "backpack")),
    ("Corin didn't take the suitcase.", lambda s: not s.same("Corin", "suitcase")),
]
QUESTIONS = [("Where did Bea go, and how long did she stay?", lambda s: (s.v("Cities", "Bea"), s.v("Nights", "Bea")))]
