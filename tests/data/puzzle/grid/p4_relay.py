L = "Legs"
T = "Splits"
Y = "Years"
def leg(s, x):
    return s.n(L, x)
def sp(s, x):
    return s.n(T, x)
def yr(s, x):
    return s.n(Y, x)
CATEGORIES = [
    ("Swimmers", ["Hana", "Imogen", "Josie", "Kezia"]),
    ("Legs", ["first leg", "second leg", "third leg", "anchor leg"]),
    ("Splits", ["31.4 s", "32.1 s", "32.8 s", "33.5 s"], [314, 321, 328, 335]),
    ("Years", ["Year 9", "Year 10", "Year 11", "Year 12"], [9, 10, 11, 12]),
]
CLUES = [
    ("The anchor swimmer, whose split was the fastest of the four, is a year above Kezia.",
     lambda s: sp(s, "anchor leg") == 314 and yr(s, "anchor leg") == yr(s, "Kezia") + 1),
    ("Josie swam the leg immediately before Kezia's.", lambda s: leg(s, "Josie") == leg(s, "Kezia") - 1),
    ("Hana was 0.7 seconds slower than Kezia.", lambda s: sp(s, "Hana") == sp(s, "Kezia") + 7),
    ("The Year 12 girl swam first but clocked the slowest split.",
     lambda s: leg(s, "Year 12") == 1 and sp(s, "Year 12") == 335),
    ("Hana, who is in Year 9, swam after both Josie and Kezia.",
     lambda s: yr(s, "Hana") == 9 and leg(s, "Hana") > leg(s, "Josie") and leg(s, "Hana") > leg(s, "Kezia")),
]
REMARKS = ["The Under-18 girls' freestyle relay at the county gala was won by Millbrook by a fingertip. Each of the four swimmers covered one leg, each came from a different year group, and no two of them recorded the same split time."]
QUESTIONS = [("Who swam the anchor leg?", lambda s: s.v("Swimmers", "anchor leg"))]
