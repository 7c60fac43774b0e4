# Newspaper weekly: finishing times as h:mm, ages as bare numbers.
T = "Times"
A = "Ages"
def t(s, x):
    return s.n(T, x)
def a(s, x):
    return s.n(A, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Athletes", ["Aoife", "Benedikt", "Carmen", "Dmitri", "Eleni"]),
    ("Clubs", ["Harbour", "Lakeside", "Northgate", "Riverside", "Westfield"]),
    ("Times", ["1:48", "1:53", "1:57", "2:04", "2:10"], [108, 113, 117, 124, 130]),
    ("Ages", ["24", "29", "33", "38", "41"], [24, 29, 33, 38, 41]),
]
SOLUTION = [("Aoife", "Northgate", "1:57", "33"), ("Benedikt", "Lakeside", "1:48", "38"),
            ("Carmen", "Harbour", "2:10", "24"), ("Dmitri", "Riverside", "1:53", "41"),
            ("Eleni", "Westfield", "2:04", "29")]
INTRO = ["Sunday's Bay Sprint Triathlon drew a small but keen field of five. Each finisher belongs to a different club and no two were the same age. The finishing times are given in hours and minutes."]
CLUES = [
    ("The race was won by the 38-year-old.", lambda s: t(s, "38") == 108),
    ("Dmitri crossed the line 5 minutes after Benedikt.", lambda s: t(s, "Dmitri") == t(s, "Benedikt") + 5),
    ("The Harbour athlete was the youngest in the field.", lambda s: a(s, "Harbour") == 24),
    ("Eleni, who is not a Lakeside member, finished somewhere behind Aoife.", lambda s: not s.same("Eleni", "Lakeside") and t(s, "Eleni") > t(s, "Aoife")),
    ("The Northgate triathlete finished 4 minutes behind Dmitri.", lambda s: t(s, "Northgate") == t(s, "Dmitri") + 4),
    ("Of Carmen and the 29-year-old, one races for Harbour and the other finished in 2:04.",
     lambda s: not s.same("Carmen", "29") and ((s.same("Carmen", "Harbour") and t(s, "29") == 124) or (t(s, "Carmen") == 124 and s.same("29", "Harbour")))),
    ("Dmitri is the oldest of the five.", lambda s: a(s, "Dmitri") == 41),
    ("Aoife is not 29.", lambda s: a(s, "Aoife") != 29),
    ("Neither Eleni nor Benedikt races for Riverside.", lambda s: not s.same("Eleni", "Riverside") and not s.same("Benedikt", "Riverside")),
]
QUESTIONS = [("Which club does Eleni race for?", lambda s: s.v("Clubs", "Eleni"))]
REMARKS = INTRO
