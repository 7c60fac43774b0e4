# p52_commute: 4x4, medium; minutes.
# solution:
#   Ezra | train | 45 minutes | Dorking
#   Frida | bike | 15 minutes | Bexley
#   Gil | car | 35 minutes | Ashford
#   Hattie | bus | 25 minutes | Croydon
M = "Minutes"
CATEGORIES = [
    ("Commuters", ["Ezra", "Frida", "Gil", "Hattie"]),
    ("Transport", ["bike", "bus", "car", "train"]),
    ("Minutes", ["15 minutes", "25 minutes", "35 minutes", "45 minutes"], [15, 25, 35, 45]),
    ("Towns", ["Ashford", "Bexley", "Croydon", "Dorking"]),
]
INTRO = ["Four coworkers live in four different towns and get to the office in four different ways."]
REMARKS = INTRO


def m(s, x):
    return s.n(M, x)


CLUES = [
    ("The commuter from Croydon takes 10 minutes less than Gil.",
     lambda s: m(s, "Croydon") == m(s, "Gil") - 10),
    ("Frida has the shortest commute.", lambda s: m(s, "Frida") == 15),
    ("The train ride takes 20 minutes longer than the bus ride.", lambda s: m(s, "train") == m(s, "bus") + 20),
    ("Of Ezra and the cyclist, one lives in Dorking and the other lives in Bexley.",
     lambda s: not s.same("Ezra", "bike") and (
         (s.same("Ezra", "Dorking") and s.same("bike", "Bexley"))
         or (s.same("Ezra", "Bexley") and s.same("bike", "Dorking")))),
    ("Gil's commute is longer than Hattie's but shorter than Ezra's.",
     lambda s: m(s, "Hattie") < m(s, "Gil") < m(s, "Ezra")),
    ("The driver spends 20 minutes longer on the road than the cyclist.",
     lambda s: m(s, "car") == m(s, "bike") + 20),
    ("The Dorking resident has the longest trip of the four.", lambda s: m(s, "Dorking") == 45),
]
