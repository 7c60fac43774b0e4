PG = "Pages"
D = "Days"
CATEGORIES = [
    ("Readers", ["Aisha", "Callum", "Daisy", "Eli"]),
    ("Topics", ["dragons", "pirates", "ponies", "space"]),
    ("Pages", ["120 pages", "150 pages", "180 pages", "210 pages"], [120, 150, 180, 210]),
    ("Days", ["3 days", "4 days", "5 days", "6 days"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Aisha", "space", "210 pages", "6 days"],
    ["Callum", "pirates", "120 pages", "4 days"],
    ["Daisy", "ponies", "150 pages", "3 days"],
    ["Eli", "dragons", "180 pages", "5 days"],
]
CLUES = [
    ("The longest book took 6 days to read.", lambda s: s.same("210 pages", "6 days")),
    ("Daisy's book had 30 more pages than Callum's.", lambda s: s.n(PG, "Daisy") == s.n(PG, "Callum") + 30),
    ("The book about dragons has 180 pages.", lambda s: s.same("dragons", "180 pages")),
    ("Aisha took longer to finish her book than Eli did.", lambda s: s.n(D, "Aisha") > s.n(D, "Eli")),
    ("The pirate book was read in 4 days.", lambda s: s.same("pirates", "4 days")),
    ("Daisy finished her book in fewer days than anyone else.", lambda s: s.n(D, "Daisy") == 3),
    ("The four readers were Callum, the one who read about space, the one who took 5 days and the one whose book had 150 pages.",
     lambda s: len({s.e("Callum"), s.e("space"), s.e("5 days"), s.e("150 pages")}) == 4),
]
QUESTIONS = [
    ("How many pages did Eli's book have?", lambda s: s.v(PG, "Eli")),
    ("Who read about ponies?", lambda s: s.v("Readers", "ponies")),
]
NUM = "."
DOT = True
INTRO = ["The four members of the school book club each read a different book this month."]
OUTRO = []
REMARKS = INTRO + OUTRO
