T = "Departures"
P = "Passengers"
CATEGORIES = [
    ("Drivers", ["Amos", "Burl", "Clem", "Jasper", "Silas"]),
    ("Horses", ["Bess", "Duke", "Nell", "Prince", "Star"]),
    ("Departures", ["5:00", "5:30", "6:00", "6:30", "7:00"], [300, 330, 360, 390, 420]),
    ("Passengers", ["4", "6", "8", "10", "12"], [4, 6, 8, 10, 12]),
]
SOLUTION = [
    ["Amos", "Star", "6:00", "10"],
    ["Burl", "Duke", "5:00", "8"],
    ["Clem", "Nell", "7:00", "4"],
    ["Jasper", "Prince", "5:30", "12"],
    ["Silas", "Bess", "6:30", "6"],
]
CLUES = [
    ("The first sleigh of the evening was pulled by Duke.", lambda s: s.n(T, "Duke") == 300),
    ("The sleigh that left at 5:30 carried the most passengers.", lambda s: s.n(P, "5:30") == 12),
    ("Clem's sleigh, the last to leave, carried 2 fewer passengers than Silas's.",
     lambda s: s.n(T, "Clem") == 420 and s.n(P, "Clem") == s.n(P, "Silas") - 2),
    ("Nell's sleigh carried the fewest riders.", lambda s: s.n(P, "Nell") == 4),
    ("Amos left an hour after Burl did.", lambda s: s.n(T, "Amos") == s.n(T, "Burl") + 60),
    ("Of Jasper and the man driving Bess, one left at 5:30 and the other carried 6 passengers.",
     lambda s: not s.same("Jasper", "Bess") and (
         (s.same("Jasper", "5:30") and s.same("Bess", "6")) or
         (s.same("Bess", "5:30") and s.same("Jasper", "6")))),
    ("Star's sleigh carried 2 more people than Burl's.", lambda s: s.n(P, "Star") == s.n(P, "Burl") + 2),
    ("Silas set out an hour after Jasper, and Amos had more passengers than Burl.",
     lambda s: s.n(T, "Silas") == s.n(T, "Jasper") + 60 and s.n(P, "Amos") > s.n(P, "Burl")),
]
QUESTIONS = [("Which horse pulled Jasper's sleigh?", lambda s: s.v("Horses", "Jasper"))]
NUM = "."
DOT = False
INTRO = ["Five drivers gave sleigh rides at the Woodstock Winter Carnival on Saturday evening, leaving the green every half hour from 5:00 to 7:00. Each driver had a different horse in harness and a different number of passengers aboard."]
OUTRO = []
REMARKS = INTRO + OUTRO
