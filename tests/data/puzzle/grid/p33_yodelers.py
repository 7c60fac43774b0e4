R = "Places"
L = "Notes"
CATEGORIES = [
    ("Yodelers", ["Anneli", "Benedikt", "Corinna", "Dominik", "Elke"]),
    ("Villages", ["Alpbach", "Brienz", "Engelberg", "Kandersteg", "Wengen"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Notes", ["8 seconds", "11 seconds", "14 seconds", "17 seconds", "20 seconds"], [8, 11, 14, 17, 20]),
]
SOLUTION = [
    ["Anneli", "Wengen", "2nd", "17 seconds"],
    ["Benedikt", "Alpbach", "4th", "8 seconds"],
    ["Corinna", "Kandersteg", "1st", "14 seconds"],
    ["Dominik", "Brienz", "5th", "20 seconds"],
    ["Elke", "Engelberg", "3rd", "11 seconds"],
]
CLUES = [
    ("The yodeler from Engelberg finished 2 places after Corinna.",
     lambda s: s.n(R, "Engelberg") == s.n(R, "Corinna") + 2),
    ("Dominik held the longest note of all but finished last.",
     lambda s: s.n(L, "Dominik") == 20 and s.n(R, "Dominik") == 5),
    ("The singer who placed 2nd held a note exactly 3 seconds shorter than the one from Brienz.",
     lambda s: s.n(L, "2nd") == s.n(L, "Brienz") - 3),
    ("Benedikt finished behind Elke, and his longest note was the shortest of the five.",
     lambda s: s.n(R, "Benedikt") > s.n(R, "Elke") and s.n(L, "Benedikt") == 8),
    ("Of Corinna and the yodeler from Wengen, one won and the other held a 17-second note.",
     lambda s: not s.same("Corinna", "Wengen") and (
         (s.n(R, "Corinna") == 1 and s.same("Wengen", "17 seconds")) or
         (s.n(R, "Wengen") == 1 and s.same("Corinna", "17 seconds")))),
    ("The yodeler from Alpbach finished just behind Elke.", lambda s: s.n(R, "Alpbach") == s.n(R, "Elke") + 1),
    ("The yodeler from Kandersteg held a note 3 seconds longer than Elke's.",
     lambda s: s.n(L, "Kandersteg") == s.n(L, "Elke") + 3),
    ("Anneli isn't from Brienz.", lambda s: not s.same("Anneli", "Brienz")),
    ("Anneli finished ahead of Elke but behind Corinna.",
     lambda s: s.n(R, "Corinna") < s.n(R, "Anneli") < s.n(R, "Elke")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = ["The note lengths are those of the longest note each yodeler held in the final."]
REMARKS = INTRO + OUTRO
