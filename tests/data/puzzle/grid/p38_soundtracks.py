Y = "Years"
CATEGORIES = [
    ("Films", ["Blue Canyon", "Glass Tide", "Long Winter", "Salt Road"]),
    ("Composers", ["Kessler", "Lindqvist", "Moreau", "Okafor"]),
    ("Instruments", ["cello", "harp", "piano", "theremin"]),
    ("Years", ["2011", "2013", "2015", "2017"], [2011, 2013, 2015, 2017]),
]
SOLUTION = [
    ["Blue Canyon", "Okafor", "harp", "2015"],
    ["Glass Tide", "Moreau", "theremin", "2011"],
    ["Long Winter", "Kessler", "cello", "2017"],
    ["Salt Road", "Lindqvist", "piano", "2013"],
]
CLUES = [
    ("The score featuring the harp came out 4 years after Moreau's score.", lambda s: s.n(Y, "harp") == s.n(Y, "Moreau") + 4),
    ("Long Winter is the most recent film.", lambda s: s.n(Y, "Long Winter") == 2017),
    ("The piano score was released 2 years after the theremin score.", lambda s: s.n(Y, "piano") == s.n(Y, "theremin") + 2),
    ("Neither Blue Canyon nor Lindqvist's score features the cello.", lambda s: not s.same("Blue Canyon", "cello") and not s.same("Lindqvist", "cello")),
    ("The 2015 score wasn't written by Kessler.", lambda s: not s.same("2015", "Kessler")),
    ("Of Glass Tide and the film scored by Okafor, one features the theremin and the other came out in 2015.",
     lambda s: not s.same("Glass Tide", "Okafor") and (
         (s.same("Glass Tide", "theremin") and s.same("Okafor", "2015")) or (s.same("Okafor", "theremin") and s.same("Glass Tide", "2015")))),
    ("Salt Road isn't newer than Blue Canyon.", lambda s: not s.n(Y, "Salt Road") > s.n(Y, "Blue Canyon")),
    ("Kessler didn't score Salt Road.", lambda s: not s.same("Kessler", "Salt Road")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
