H = "Heights"
Y = "Years"
CATEGORIES = [
    ("Architects", ["Ms. Achebe", "Mr. Brandt", "Ms. Castillo", "Mr. Dunn", "Ms. Eklund"]),
    ("Buildings", ["art museum", "city hall", "concert hall", "hospital", "hotel"]),
    ("Heights", ["4 stories", "7 stories", "10 stories", "13 stories", "16 stories"], [4, 7, 10, 13, 16]),
    ("Years", ["1994", "1999", "2004", "2009", "2014"], [1994, 1999, 2004, 2009, 2014]),
]
SOLUTION = [
    ["Ms. Achebe", "concert hall", "7 stories", "2009"],
    ["Mr. Brandt", "hotel", "16 stories", "1999"],
    ["Ms. Castillo", "art museum", "4 stories", "2014"],
    ["Mr. Dunn", "hospital", "10 stories", "1994"],
    ["Ms. Eklund", "city hall", "13 stories", "2004"],
]
CLUES = [
    ("The hotel, the tallest of the five buildings, was completed in 1999.",
     lambda s: s.n(H, "hotel") == 16 and s.same("hotel", "1999")),
    ("The art museum was the last to be completed.", lambda s: s.n(Y, "art museum") == 2014),
    ("Mr. Dunn's building was finished 15 years before Ms. Achebe's.",
     lambda s: s.n(Y, "Mr. Dunn") == s.n(Y, "Ms. Achebe") - 15),
    ("The 13-story building was finished 10 years after the hospital.",
     lambda s: s.n(Y, "13 stories") == s.n(Y, "hospital") + 10),
    ("Of the concert hall and Ms. Eklund's building, one is 13 stories tall and the other was finished in 2009.",
     lambda s: not s.same("concert hall", "Ms. Eklund") and (
         (s.same("concert hall", "13 stories") and s.same("Ms. Eklund", "2009")) or
         (s.same("Ms. Eklund", "13 stories") and s.same("concert hall", "2009")))),
    ("Mr. Dunn's building isn't as tall as Ms. Eklund's.",
     lambda s: s.n(H, "Mr. Dunn") < s.n(H, "Ms. Eklund")),
    ("The five architects are Mr. Brandt, the designer of the hospital, the one whose building was finished in 2004, the architect of the 7-story building and Ms. Castillo.",
     lambda s: len({s.e("Mr. Brandt"), s.e("hospital"), s.e("2004"), s.e("7 stories"), s.e("Ms. Castillo")}) == 5),
    ("Mr. Brandt's building is 12 stories taller than Ms. Castillo's.",
     lambda s: s.n(H, "Mr. Brandt") == s.n(H, "Ms. Castillo") + 12),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
