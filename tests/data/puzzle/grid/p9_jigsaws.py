P = "Pieces"
D = "Days"
def p(s, x):
    return s.n(P, x)
def d(s, x):
    return s.n(D, x)
NUM = "1."
CATEGORIES = [
    ("Puzzlers", ["Mrs. Abernathy", "Mr. Fitz-Gerald", "Miss O'Hara", "Dr. Venn"]),
    ("Pieces", ["500 pieces", "750 pieces", "1000 pieces", "1500 pieces"], [500, 750, 1000, 1500]),
    ("Days", ["2 days", "3 days", "5 days", "8 days"], [2, 3, 5, 8]),
    ("Pictures", ["harbour", "hot-air balloons", "lighthouse", "tiger"]),
]
SOLUTION = [
    ("Mrs. Abernathy", "1000 pieces", "5 days", "harbour"),
    ("Mr. Fitz-Gerald", "500 pieces", "3 days", "tiger"),
    ("Miss O'Hara", "1500 pieces", "8 days", "hot-air balloons"),
    ("Dr. Venn", "750 pieces", "2 days", "lighthouse"),
]
INTRO = ["The residents' lounge at Elmfield Court always has a jigsaw on the go. Last month four residents each brought one from home, each with a different picture and a different number of pieces, and each of them finished their own in a different number of days. From the notes below, can you work out who did which puzzle?"]
REMARKS = INTRO
CLUES = [
    ("The largest puzzle, which was not the harbour, took the longest to finish.", lambda s: d(s, "1500 pieces") == 8 and not s.same("1500 pieces", "harbour")),
    ("Dr. Venn finished in 2 days, a full day quicker than the tiger.", lambda s: d(s, "Dr. Venn") == 2 and d(s, "tiger") == 3),
    ("Mr. Fitz-Gerald's puzzle had 250 fewer pieces than the lighthouse.", lambda s: p(s, "Mr. Fitz-Gerald") == p(s, "lighthouse") - 250),
    ("The harbour took 5 days.", lambda s: s.same("harbour", "5 days")),
    ("Miss O'Hara did not do the tiger.", lambda s: not s.same("Miss O'Hara", "tiger")),
    ("Mr. Fitz-Gerald's puzzle took a day longer than Dr. Venn's.", lambda s: d(s, "Mr. Fitz-Gerald") == d(s, "Dr. Venn") + 1),
    ("Miss O'Hara took longer than Mrs. Abernathy.", lambda s: d(s, "Miss O'Hara") > d(s, "Mrs. Abernathy")),
    ("Mrs. Abernathy's puzzle had more pieces than Dr. Venn's.", lambda s: p(s, "Mrs. Abernathy") > p(s, "Dr. Venn")),
]
QUESTIONS = [("How many pieces were in the hot-air balloons puzzle?", lambda s: s.v(P, "hot-air balloons"))]
