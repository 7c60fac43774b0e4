Y = "Years"
P = "Prices"
CATEGORIES = [
    ("Guitars", ["Halvorsen", "Marchetti", "Okada", "Rourke", "Vance"]),
    ("Years", ["1958", "1962", "1966", "1970", "1974"], [1958, 1962, 1966, 1970, 1974]),
    ("Prices", ["$450", "$575", "$700", "$825", "$950"], [450, 575, 700, 825, 950]),
    ("Buyers", ["Ansel", "Birdie", "Clem", "Dolores", "Ewan"]),
]
SOLUTION = [
    ["Halvorsen", "1966", "$825", "Dolores"],
    ["Marchetti", "1958", "$950", "Ewan"],
    ["Okada", "1974", "$450", "Ansel"],
    ["Rourke", "1962", "$575", "Birdie"],
    ["Vance", "1970", "$700", "Clem"],
]
CLUES = [
    ("The 1966 guitar sold for $250 more than the Rourke.",
     lambda s: s.n(P, "1966") == s.n(P, "Rourke") + 250),
    ("The oldest guitar fetched the highest price.",
     lambda s: s.same("1958", "$950")),
    ("Of the Okada and the guitar Clem bought, one was made in 1970 and the other sold for $450.",
     lambda s: not s.same("Okada", "Clem") and (
         (s.same("Okada", "1970") and s.same("Clem", "$450")) or
         (s.same("Okada", "$450") and s.same("Clem", "1970")))),
    ("The five guitars are the Halvorsen, the one Birdie bought, the 1970 guitar, the $450 guitar and the one bought by Ewan.",
     lambda s: len({s.e(x) for x in ["Halvorsen", "Birdie", "1970", "$450", "Ewan"]}) == 5),
    ("Neither Dolores nor Ansel bought the Marchetti.",
     lambda s: not s.same("Dolores", "Marchetti") and not s.same("Ansel", "Marchetti")),
    ("The guitar Birdie bought is either the 1962 guitar or the Vance.",
     lambda s: s.same("Birdie", "1962") != s.same("Birdie", "Vance")),
    ("Ansel's guitar was made 4 years after Clem's.",
     lambda s: s.n(Y, "Ansel") == s.n(Y, "Clem") + 4),
    ("The Vance didn't sell for $125 more than the Okada.",
     lambda s: s.n(P, "Vance") != s.n(P, "Okada") + 125),
    ("The Halvorsen sold for $125 less than the Marchetti.",
     lambda s: s.n(P, "Halvorsen") == s.n(P, "Marchetti") - 125),
    ("Ewan's guitar was made 12 years before Clem's.",
     lambda s: s.n(Y, "Ewan") == s.n(Y, "Clem") - 12),
]
NUM = None
DOT = False
INTRO = ["Five vintage guitars were sold at a music shop's auction."]
OUTRO = []
REMARKS = INTRO + OUTRO
