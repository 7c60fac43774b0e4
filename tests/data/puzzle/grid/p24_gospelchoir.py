# American: a gospel choir's Sunday solos; dates "May 6".
D = "Dates"
CATEGORIES = [
    ("Singers", ["Mr. Jenkins", "Mrs. Washington", "Ms. Bell", "Mr. Carter"]),
    ("Songs", ["Amazing Grace", "Oh Happy Day", "This Little Light of Mine", "Wade in the Water"]),
    ("Dates", ["May 6", "May 13", "May 20", "May 27"], [6, 13, 20, 27]),
]
SOLUTION = [
    ["Mr. Jenkins", "Wade in the Water", "May 20"],
    ["Mrs. Washington", "Amazing Grace", "May 6"],
    ["Ms. Bell", "Oh Happy Day", "May 27"],
    ["Mr. Carter", "This Little Light of Mine", "May 13"],
]
CLUES = [
    ("Oh Happy Day was sung two weeks after This Little Light of Mine.",
     lambda s: s.n(D, "Oh Happy Day") == s.n(D, "This Little Light of Mine") + 14),
    ("Mr. Jenkins sang the Sunday after Mr. Carter.", lambda s: s.n(D, "Mr. Jenkins") == s.n(D, "Mr. Carter") + 7),
    ("Neither of the men sang Amazing Grace.",
     lambda s: not s.same("Mr. Jenkins", "Amazing Grace") and not s.same("Mr. Carter", "Amazing Grace")),
    ("Amazing Grace was the first solo of the month.", lambda s: s.n(D, "Amazing Grace") == 6),
    ("Ms. Bell sang on the last Sunday in May.", lambda s: s.n(D, "Ms. Bell") == 27),
    ("Mrs. Washington's solo came before Mr. Carter's.", lambda s: s.n(D, "Mrs. Washington") < s.n(D, "Mr. Carter")),
]
QUESTIONS = [("Who sang on May 27, and what did they sing?",
              lambda s: (s.v("Singers", "May 27"), s.v("Songs", "May 27")))]
NUM = "."
DOT = False
INTRO = ["Each Sunday in May, one member of the Greater Hope gospel choir sang a solo at the morning service: four singers, four songs and four Sundays."]
OUTRO = []
REMARKS = INTRO + OUTRO
