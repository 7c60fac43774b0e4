C = "Cabins"
W = "Wake-up calls"
CATEGORIES = [
    ("Passengers", ["Ms Aldous", "Mr Brookes", "Mrs Carver", "Mr Dyson"]),
    ("Cabins", ["3", "5", "7", "9"], [3, 5, 7, 9]),
    ("Destinations", ["Aberdeen", "Fort William", "Inverness", "Penzance"]),
    ("Wake-up calls", ["6:15am", "6:30am", "6:45am", "7:00am"], [375, 390, 405, 420]),
]
SOLUTION = [
    ["Ms Aldous", "7", "Inverness", "6:30am"],
    ["Mr Brookes", "3", "Penzance", "7:00am"],
    ["Mrs Carver", "9", "Aberdeen", "6:15am"],
    ["Mr Dyson", "5", "Fort William", "6:45am"],
]
CLUES = [
    ("The passenger in cabin 9 asked for the earliest call.", lambda s: s.n(W, "9") == 375),
    ("Mr Brookes, who is going to Penzance, asked to be woken 15 minutes after Mr Dyson.",
     lambda s: s.same("Mr Brookes", "Penzance") and s.n(W, "Mr Brookes") == s.n(W, "Mr Dyson") + 15),
    ("The Inverness passenger's cabin number is two higher than Mr Dyson's.", lambda s: s.n(C, "Inverness") == s.n(C, "Mr Dyson") + 2),
    ("Neither of the women is going to Fort William.",
     lambda s: not s.same("Ms Aldous", "Fort William") and not s.same("Mrs Carver", "Fort William")),
    ("Ms Aldous's cabin is not number 9.", lambda s: not s.same("Ms Aldous", "9")),
    ("Mr Brookes has the lowest cabin number.", lambda s: s.n(C, "Mr Brookes") == 3),
    ("Mrs Carver is going to Aberdeen.", lambda s: s.same("Mrs Carver", "Aberdeen")),
    ("Ms Aldous asked to be woken before Mr Dyson.", lambda s: s.n(W, "Ms Aldous") < s.n(W, "Mr Dyson")),
]
NUM = "."
DOT = False
INTRO = ["Four passengers booked cabins on the sleeper train, and each asked the attendant for a wake-up call."]
OUTRO = []
REMARKS = INTRO + OUTRO
