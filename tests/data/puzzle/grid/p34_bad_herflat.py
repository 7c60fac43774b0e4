F = "Floors"
R = "Rents"
CATEGORIES = [
    ("Tenants", ["Mrs Kelly", "Mr Osei", "Mr Quinn", "Miss Ward"]),
    ("Floors", ["ground floor", "first floor", "second floor", "third floor"], [0, 1, 2, 3]),
    ("Rents", ["£600", "£650", "£700", "£750"], [600, 650, 700, 750]),
]
CLUES = [
    ("The ground-floor flat costs £750 a month, the most in the house.", lambda s: s.same("ground floor", "£750")),
    ("Mr Osei lives on the ground floor.", lambda s: s.same("Mr Osei", "ground floor")),
    ("Mr Quinn pays £100 a month less than Mr Osei.", lambda s: s.n(R, "Mr Quinn") == s.n(R, "Mr Osei") - 100),
    ("The two women live on the top two floors.",
     lambda s: {s.n(F, "Mrs Kelly"), s.n(F, "Miss Ward")} == {2, 3}),
    ("The flat on the top floor is the cheapest.", lambda s: s.same("third floor", "£600")),
]
BAD = (4, "Mrs Kelly told Miss Ward that her flat was on the top floor.")
REFUSED = {BAD[1]: {
    "'Mrs Kelly's flat is on the top floor'": lambda s: s.same("Mrs Kelly", "third floor"),
    "'Miss Ward's flat is on the top floor'": lambda s: s.same("Miss Ward", "third floor"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four people each rent one flat in a converted house in Leeds, one flat to each floor from the ground floor to the third floor, the top floor, and each pays a different rent."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mrs Kelly told Miss Ward that her flat was on the top floor.", must be
refused: "her" can mean Mrs Kelly or Miss Ward, and nothing in the puzzle
says which. Without it the puzzle has two solutions, which differ only in
which of the two women lives on the third floor (and pays £600) and which on
the second (and pays £700). Read as "Mrs Kelly's flat is on the top floor" the
clue gives one solution; read as "Miss Ward's flat is on the top floor" it
gives the other. A reader that takes the pronoun to mean the subject of the
sentence answers with confidence, and may be wrong."""
