T = "Buses"
CATEGORIES = [
    ("Shoppers", ["Mrs Lowe", "Mrs Marsh", "Mrs Nye", "Mrs Oakes"]),
    ("Errands", ["doctor's", "hairdresser's", "library", "market"]),
    ("Buses", ["9:15", "9:30", "9:45", "10:00"], [555, 570, 585, 600]),
]
CLUES = [
    ("Mrs Lowe was going to the library.", lambda s: s.same("Mrs Lowe", "library")),
    ("Mrs Oakes, who was off to the doctor's, caught the bus a quarter of an hour before Mrs Nye's.",
     lambda s: s.same("Mrs Oakes", "doctor's") and s.n(T, "Mrs Oakes") == s.n(T, "Mrs Nye") - 15),
    ("Mrs Nye wasn't going to the market, and she caught the last of the four buses.",
     lambda s: not s.same("Mrs Nye", "market") and s.n(T, "Mrs Nye") == 600),
]
BAD = (2, "Mrs Lowe chatted to Mrs Marsh at the stop until she caught the 9:15.")
REFUSED = {BAD[1]: {
    "'she' = Mrs Lowe": lambda s: s.same("Mrs Lowe", "9:15"),
    "'she' = Mrs Marsh": lambda s: s.same("Mrs Marsh", "9:15"),
}}
EXPECT = 2
NUM = "."
INTRO = ["Four neighbours waited at the stop on Coronation Road on Thursday morning, each catching a different bus into town on a different errand."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 2, "Mrs Lowe chatted to Mrs Marsh at the stop until she caught the 9:15.", must be refused: "she" can be
either woman. Without the clue Mrs Lowe and Mrs Marsh took the 9:15 and the 9:30 one way or the other; reading
"she" as Mrs Lowe gives one solution, as Mrs Marsh the other."""
