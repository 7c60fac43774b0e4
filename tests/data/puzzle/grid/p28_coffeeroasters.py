P = "Prices"
R = "Placings"
CATEGORIES = [
    ("Roasters", ["Beatrix", "Colm", "Darnell", "Estelle", "Fitz"]),
    ("Origins", ["Brazil", "Colombia", "Ethiopia", "Kenya", "Sumatra"]),
    ("Prices", ["$12.50", "$14.00", "$15.50", "$17.00", "$18.50"], [1250, 1400, 1550, 1700, 1850]),
    ("Placings", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Beatrix", "Kenya", "$17.00", "2nd"],
    ["Colm", "Brazil", "$12.50", "4th"],
    ["Darnell", "Sumatra", "$15.50", "5th"],
    ["Estelle", "Ethiopia", "$18.50", "1st"],
    ["Fitz", "Colombia", "$14.00", "3rd"],
]
CLUES = [
    ("The roaster who finished 1st charges $1.50 more per bag than Beatrix.",
     lambda s: s.n(P, "1st") == s.n(P, "Beatrix") + 150),
    ("The Brazil beans finished 2 places behind the Kenya beans.",
     lambda s: s.n(R, "Brazil") == s.n(R, "Kenya") + 2),
    ("The five roasters are Colm, the one who sells Kenya beans, the one who charges $14.00, the one who finished 1st and the one with the Sumatra beans.",
     lambda s: len({s.e(x) for x in ["Colm", "Kenya", "$14.00", "1st", "Sumatra"]}) == 5),
    ("Darnell finished somewhere behind Fitz.",
     lambda s: s.n(R, "Darnell") > s.n(R, "Fitz")),
    ("The $12.50 bag is either Colm's or the Ethiopia.",
     lambda s: s.same("$12.50", "Colm") != s.same("$12.50", "Ethiopia")),
    ("Neither the Ethiopia nor the Sumatra sells for $14.00.",
     lambda s: not s.same("Ethiopia", "$14.00") and not s.same("Sumatra", "$14.00")),
    ("Fitz's coffee finished 1 place ahead of the Brazil.",
     lambda s: s.n(R, "Fitz") == s.n(R, "Brazil") - 1),
    ("Fitz charges $1.50 less per bag than Darnell.",
     lambda s: s.n(P, "Fitz") == s.n(P, "Darnell") - 150),
]
NUM = "."
DOT = False
INTRO = ["Five coffee roasters entered a single-origin bag in a regional cupping contest."]
OUTRO = []
REMARKS = INTRO + OUTRO
