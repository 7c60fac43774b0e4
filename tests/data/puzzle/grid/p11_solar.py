# Newspaper weekly: percentages, "percentage points", families as "the Okafors".
PN = "Panels"
SV = "Savings"
def pn(s, x):
    return s.n(PN, x)
def sv(s, x):
    return s.n(SV, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Households", ["the Lindqvists", "the Murrays", "the Okafors", "the Patels"]),
    ("Panels", ["8 panels", "10 panels", "12 panels", "16 panels"], [8, 10, 12, 16]),
    ("Savings", ["18%", "22%", "27%", "31%"], [18, 22, 27, 31]),
    ("Streets", ["Elm Road", "Mill Lane", "Orchard Close", "Station Road"]),
]
SOLUTION = [("the Lindqvists", "16 panels", "31%", "Orchard Close"), ("the Murrays", "10 panels", "22%", "Elm Road"),
            ("the Okafors", "12 panels", "27%", "Mill Lane"), ("the Patels", "8 panels", "18%", "Station Road")]
INTRO = ["Four households in Little Haverford had solar panels fitted last spring. A year on, each has worked out how much it saved on its electricity bill."]
CLUES = [
    ("The household with the most panels saved the largest share of its bill.", lambda s: sv(s, "16 panels") == 31),
    ("The Okafors have 2 more panels than the Murrays.", lambda s: pn(s, "the Okafors") == pn(s, "the Murrays") + 2),
    ("The Station Road household saved 4 percentage points less than the Murrays.", lambda s: sv(s, "Station Road") == sv(s, "the Murrays") - 4),
    ("The family on Mill Lane saved 27%.", lambda s: sv(s, "Mill Lane") == 27),
    ("The Lindqvists don't live on Elm Road or Station Road.", lambda s: not s.same("the Lindqvists", "Elm Road") and not s.same("the Lindqvists", "Station Road")),
    ("The Patels have fewer panels than the family on Elm Road.", lambda s: pn(s, "the Patels") < pn(s, "Elm Road")),
    ("The Okafors saved more than the Patels.", lambda s: sv(s, "the Okafors") > sv(s, "the Patels")),
]
QUESTIONS = [("Where do the Okafors live?", lambda s: s.v("Streets", "the Okafors"))]
REMARKS = INTRO
