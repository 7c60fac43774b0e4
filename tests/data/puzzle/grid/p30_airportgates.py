T = "Departures"
P = "Passengers"
CATEGORIES = [
    ("Pilots", ["Abrams", "Delgado", "Fenwick", "Ishikawa", "Morrow"]),
    ("Gates", ["A4", "B7", "C2", "D9", "E5"]),
    ("Destinations", ["Boise", "Denver", "Omaha", "Reno", "Tulsa"]),
    ("Departures", ["10:15am", "10:40am", "11:05am", "11:30am", "11:55am"], [615, 640, 665, 690, 715]),
    ("Passengers", ["118", "126", "134", "142", "150"], [118, 126, 134, 142, 150]),
]
SOLUTION = [
    ["Abrams", "C2", "Reno", "11:05am", "142"],
    ["Delgado", "A4", "Tulsa", "10:15am", "126"],
    ["Fenwick", "E5", "Boise", "11:55am", "118"],
    ["Ishikawa", "B7", "Omaha", "10:40am", "150"],
    ["Morrow", "D9", "Denver", "11:30am", "134"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The flight to Boise left 50 minutes after the one at gate C2.",
     lambda s: s.n(T, "Boise") == s.n(T, "C2") + 50),
    ("The 10:15am flight was flown by either Delgado or the pilot headed to Omaha.",
     lambda s: s.same("10:15am", "Delgado") != s.same("10:15am", "Omaha")),
    ("Of the flight from gate B7 and the 11:30am flight, one was flown by Ishikawa and the other went to Denver.",
     lambda s: one_other(s, "B7", "11:30am", "Ishikawa", "Denver")),
    ("The five pilots are Fenwick, the one at gate A4, the pilot flying to Reno, the one who left at 10:40am and the pilot with 134 passengers.",
     lambda s: distinct(s, "Fenwick", "A4", "Reno", "10:40am", "134")),
    ("Neither the flight to Tulsa nor the flight with 150 passengers left from gate D9.",
     lambda s: not s.same("Tulsa", "D9") and not s.same("150", "D9")),
    ("The flight with 118 passengers carried 8 fewer people than Delgado's flight.",
     lambda s: s.n(P, "118") == s.n(P, "Delgado") - 8),
    ("Fenwick's flight didn't leave 25 minutes after Abrams's.",
     lambda s: s.n(T, "Fenwick") != s.n(T, "Abrams") + 25),
    ("The plane at gate E5 carried fewer passengers than the Omaha flight.",
     lambda s: s.n(P, "E5") < s.n(P, "Omaha")),
    ("The Reno flight had 8 more passengers than the flight at gate D9.",
     lambda s: s.n(P, "Reno") == s.n(P, "D9") + 8),
    ("The flight at gate A4 left earlier than the one bound for Omaha.",
     lambda s: s.n(T, "A4") < s.n(T, "Omaha")),
    ("The flight with the most passengers left 25 minutes before Abrams's flight.",
     lambda s: s.n(T, "150") == s.n(T, "Abrams") - 25),
    ("Ishikawa took off 50 minutes before Morrow, and Fenwick's flight carried fewer passengers than the one at gate C2.",
     lambda s: s.n(T, "Ishikawa") == s.n(T, "Morrow") - 50 and s.n(P, "Fenwick") < s.n(P, "C2")),
]
NUM = None
DOT = False
INTRO = ["Five regional flights left the same terminal one morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
