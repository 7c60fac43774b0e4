L = "Layouts"
CATEGORIES = [
    ("First names", ["Alan", "Clive", "Derek", "Geoff"]),
    ("Surnames", ["Barker", "Kemp", "Moss", "Tull"]),
    ("Locomotives", ["City of Truro", "Evening Star", "Flying Scotsman", "Mallard"]),
    ("Layouts", ["8 ft", "10 ft", "12 ft", "14 ft"], [8, 10, 12, 14]),
]
SOLUTION = [
    ["Alan", "Moss", "Mallard", "12 ft"],
    ["Clive", "Tull", "City of Truro", "8 ft"],
    ["Derek", "Kemp", "Flying Scotsman", "14 ft"],
    ["Geoff", "Barker", "Evening Star", "10 ft"],
]
CLUES = [
    ("Mr Kemp's layout is 4 ft longer than Geoff's.", lambda s: s.n(L, "Kemp") == s.n(L, "Geoff") + 4),
    ("The Mallard runs on a layout 2 ft shorter than Derek's.", lambda s: s.n(L, "Mallard") == s.n(L, "Derek") - 2),
    ("Clive, whose layout is the shortest, isn't Mr Barker.",
     lambda s: s.n(L, "Clive") == 8 and not s.same("Clive", "Barker")),
    ("Of Alan and Mr Tull, one models the Mallard and the other has the 8 ft layout.",
     lambda s: (s.same("Alan", "Mallard") and s.same("Tull", "8 ft")) or (s.same("Tull", "Mallard") and s.same("Alan", "8 ft"))),
    ("The Flying Scotsman runs on the longest layout in the club.", lambda s: s.n(L, "Flying Scotsman") == 14),
    ("Mr Moss doesn't own the City of Truro.", lambda s: not s.same("Moss", "City of Truro")),
    ("Geoff isn't Mr Moss, and his engine isn't the City of Truro.", lambda s: not s.same("Geoff", "Moss") and not s.same("Geoff", "City of Truro")),
]
NUM = "."
DOT = False
INTRO = ["Four members of the Wyvern Railway Modellers put their layouts on show at the club's open day, "
         "each with a model of a famous locomotive running round it. From the clues, can you give each modeller's full name, "
         "his locomotive and the length of his layout?"]
OUTRO = []
REMARKS = INTRO + OUTRO
