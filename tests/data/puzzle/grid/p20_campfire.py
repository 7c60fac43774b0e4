M = "Marshmallows"
CATEGORIES = [
    ("Scouts", ["Finn", "Grace", "Hector", "Isla", "Jude"]),
    ("Jobs", ["cleanup", "cooking", "firewood", "tents", "water"]),
    ("Marshmallows", ["2", "3", "4", "5", "6"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Finn", "water", "4"],
    ["Grace", "firewood", "6"],
    ["Hector", "cleanup", "2"],
    ["Isla", "tents", "5"],
    ["Jude", "cooking", "3"],
]
CLUES = [
    ("The scout who fetched firewood toasted the most marshmallows.", lambda s: s.n(M, "firewood") == 6),
    ("Hector toasted the fewest, and Grace toasted the most.", lambda s: s.n(M, "Hector") == 2 and s.n(M, "Grace") == 6),
    ("Isla toasted one more marshmallow than Finn.", lambda s: s.n(M, "Isla") == s.n(M, "Finn") + 1),
    ("Jude was on cooking duty.", lambda s: s.same("Jude", "cooking")),
    ("The scout on tents toasted three more than Hector.", lambda s: s.n(M, "tents") == s.n(M, "Hector") + 3),
    ("Finn didn't do cleanup.", lambda s: not s.same("Finn", "cleanup")),
]
QUESTIONS = [("Who fetched the water?", lambda s: s.v("Scouts", "water"))]
NUM = "."
DOT = False
INTRO = ["Five scouts each had one job at camp, and round the campfire that night each toasted a different number of marshmallows."]
OUTRO = []
REMARKS = INTRO + OUTRO
