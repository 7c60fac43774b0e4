H = "House numbers"
M = "Months"
CATEGORIES = [
    ("Families", ["Ashton", "Bradley", "Cartwright", "Dobson", "Ellwood"]),
    ("House numbers", ["2", "4", "6", "8", "10"], [2, 4, 6, 8, 10]),
    ("Months", ["March", "April", "May", "June", "July"], [3, 4, 5, 6, 7]),
    ("Previous towns", ["Bristol", "Carlisle", "Leicester", "Norwich", "Swindon"]),
]
INTRO = [
    "The five new houses on the even-numbered side of Larkspur Avenue, numbers 2 to 10, "
    "were all sold this spring, and the new owners moved in one family a month between "
    "March and July. Each family came from a different town.",
]
CLUES = [
    ("The Bradleys, who were the first to move in, have the end house, number 10.",
     lambda s: s.n(M, "Bradley") == 3 and s.n(H, "Bradley") == 10),
    ("The Dobsons arrived a month after the Bradleys and live next door to them.",
     lambda s: s.n(M, "Dobson") == s.n(M, "Bradley") + 1
     and abs(s.n(H, "Dobson") - s.n(H, "Bradley")) == 2),
    ("The last family to arrive came from Bristol and live at number 2.",
     lambda s: s.same("July", "Bristol") and s.same("July", "2")),
    ("The family from Norwich moved in the month before the Ellwoods, whose next-door "
     "neighbours on one side are the Cartwrights.",
     lambda s: s.n(M, "Norwich") == s.n(M, "Ellwood") - 1
     and abs(s.n(H, "Ellwood") - s.n(H, "Cartwright")) == 2),
    ("The Ashtons live at a higher number than the Ellwoods.",
     lambda s: s.n(H, "Ashton") > s.n(H, "Ellwood")),
    ("The family from Carlisle moved in three months before the family from Leicester.",
     lambda s: s.n(M, "Carlisle") == s.n(M, "Leicester") - 3),
    ("The Ashtons moved in later than the Dobsons but earlier than the Ellwoods.",
     lambda s: s.n(M, "Dobson") < s.n(M, "Ashton") < s.n(M, "Ellwood")),
]
OUTRO = ["Can you work out who lives at each number, when they moved in and where they "
         "came from?"]
REMARKS = INTRO + OUTRO
