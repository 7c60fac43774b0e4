Y = "Years"
P = "Prices"
CATEGORIES = [
    ("Buyers", ["Carla", "Devin", "Farah", "Hector", "Isaac"]),
    ("Players", ["Alvarez", "Brooks", "Duffy", "Hanlon", "Mercer"]),
    ("Years", ["1954", "1961", "1968", "1975", "1982"], [1954, 1961, 1968, 1975, 1982]),
    ("Prices", ["$250", "$400", "$550", "$700", "$850"], [250, 400, 550, 700, 850]),
]
SOLUTION = [
    ["Carla", "Duffy", "1968", "$700"],
    ["Devin", "Mercer", "1954", "$550"],
    ["Farah", "Alvarez", "1975", "$250"],
    ["Hector", "Hanlon", "1982", "$850"],
    ["Isaac", "Brooks", "1961", "$400"],
]
CLUES = [
    ("The 1954 card sold for $150 more than Isaac's card.",
     lambda s: s.n(P, "1954") == s.n(P, "Isaac") + 150),
    ("The Hanlon card is the newest, and it fetched the highest price.",
     lambda s: s.n(Y, "Hanlon") == 1982 and s.n(P, "Hanlon") == 850),
    ("Farah paid the least, but her card isn't the oldest.",
     lambda s: s.n(P, "Farah") == 250 and s.n(Y, "Farah") != 1954),
    ("The Alvarez card was printed 21 years after the Mercer card.",
     lambda s: s.n(Y, "Alvarez") == s.n(Y, "Mercer") + 21),
    ("Of the 1961 card and the Duffy card, one was bought by Carla and the other sold for $400.",
     lambda s: not s.same("1961", "Duffy") and (
         (s.same("1961", "Carla") and s.same("Duffy", "$400")) or
         (s.same("Duffy", "Carla") and s.same("1961", "$400")))),
    ("Carla paid $300 more than the buyer of the 1961 card.",
     lambda s: s.n(P, "Carla") == s.n(P, "1961") + 300),
    ("Hector paid $150 more than Carla did.",
     lambda s: s.n(P, "Hector") == s.n(P, "Carla") + 150),
    ("The card sold to Devin is either the oldest one or the Brooks card.",
     lambda s: (s.n(Y, "Devin") == 1954) != s.same("Devin", "Brooks")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
