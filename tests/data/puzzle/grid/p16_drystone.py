L = "Lengths"
W = "Weeks"
CATEGORIES = [
    ("Wallers", ["Mr Laidlaw", "Mrs McVey", "Miss Nairn", "Mr Ogilvie"]),
    ("Farms", ["Birkhill", "Craigend", "Dalmore", "Eastfield"]),
    ("Lengths", ["14 metres", "22 metres", "31 metres", "40 metres"], [14, 22, 31, 40]),
    ("Weeks", ["2 weeks", "3 weeks", "5 weeks", "6 weeks"], [2, 3, 5, 6]),
]
SOLUTION = [
    ["Mr Laidlaw", "Dalmore", "40 metres", "6 weeks"],
    ["Mrs McVey", "Birkhill", "22 metres", "3 weeks"],
    ["Miss Nairn", "Eastfield", "14 metres", "2 weeks"],
    ["Mr Ogilvie", "Craigend", "31 metres", "5 weeks"],
]
CLUES = [
    ("The longest stretch of wall took the longest to build.", lambda s: s.same("40 metres", "6 weeks")),
    ("Miss Nairn rebuilt 8 metres less than Mrs McVey.", lambda s: s.n(L, "Miss Nairn") == s.n(L, "Mrs McVey") - 8),
    ("The Craigend job took 2 weeks longer than Mrs McVey's.", lambda s: s.n(W, "Craigend") == s.n(W, "Mrs McVey") + 2),
    ("Mr Laidlaw worked at Dalmore.", lambda s: s.same("Mr Laidlaw", "Dalmore")),
    ("The wall at Eastfield was shorter than the one at Birkhill.", lambda s: s.n(L, "Eastfield") < s.n(L, "Birkhill")),
    ("Mr Ogilvie didn't work at Birkhill.", lambda s: not s.same("Mr Ogilvie", "Birkhill")),
    ("The job that took 3 weeks wasn't at Eastfield.", lambda s: not s.same("3 weeks", "Eastfield")),
]
QUESTIONS = [("How long was the wall at Craigend?", lambda s: s.v(L, "Craigend"))]
NUM = "."
DOT = False
INTRO = ["After the winter storms, four dry-stone wallers were each hired by a different farm to rebuild a fallen stretch of wall. The stretches were of different lengths and took different times."]
OUTRO = []
REMARKS = INTRO + OUTRO
