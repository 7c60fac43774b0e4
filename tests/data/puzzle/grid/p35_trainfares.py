P = "Fares"
T = "Departures"
CATEGORIES = [
    ("Passengers", ["Dana", "Emil", "Hiro", "Maud"]),
    ("Destinations", ["Albany", "Hudson", "Poughkeepsie", "Rhinecliff"]),
    ("Fares", ["$12.75", "$18.50", "$21.25", "$24.00"], [1275, 1850, 2125, 2400]),
    ("Departures", ["7:05 am", "7:40 am", "8:15 am", "9:30 am"], [425, 460, 495, 570]),
]
SOLUTION = [
    ["Dana", "Hudson", "$21.25", "8:15 am"],
    ["Emil", "Albany", "$24.00", "7:05 am"],
    ["Hiro", "Poughkeepsie", "$12.75", "9:30 am"],
    ["Maud", "Rhinecliff", "$18.50", "7:40 am"],
]
CLUES = [
    ("The passenger who paid $18.50 left 35 minutes before Dana.", lambda s: s.n(T, "$18.50") == s.n(T, "Dana") - 35),
    ("Hiro's ticket was the cheapest, but his train left last.",
     lambda s: s.n(P, "Hiro") == 1275 and s.n(T, "Hiro") == 570),
    ("The ticket to Albany cost $2.75 more than the ticket to Hudson.", lambda s: s.n(P, "Albany") == s.n(P, "Hudson") + 275),
    ("Emil, who isn't going to Rhinecliff, caught the earliest train.",
     lambda s: not s.same("Emil", "Rhinecliff") and s.n(T, "Emil") == 425),
    ("The Poughkeepsie passenger isn't Maud.", lambda s: not s.same("Poughkeepsie", "Maud")),
    ("Of Dana and the passenger on the 7:40 am train, one is going to Rhinecliff and the other paid $21.25.",
     lambda s: not s.same("Dana", "7:40 am") and (
         (s.same("Dana", "Rhinecliff") and s.same("7:40 am", "$21.25")) or
         (s.same("7:40 am", "Rhinecliff") and s.same("Dana", "$21.25")))),
]
QUESTIONS = [("Where is Dana going, and what did her ticket cost?", lambda s: (s.v("Destinations", "Dana"), s.v("Fares", "Dana")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
