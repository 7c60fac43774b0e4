N = "Papers"
T = "Start times"
CATEGORIES = [
    ("Carriers", ["Amy", "Ben", "Cara", "Dev"]),
    ("Papers", ["28", "33", "38", "43"], [28, 33, 38, 43]),
    ("Streets", ["Elm Road", "Mill Lane", "Park Avenue", "Station Road"]),
    ("Start times", ["6:00am", "6:10am", "6:20am", "6:30am"], [360, 370, 380, 390]),
]
SOLUTION = [
    ["Amy", "38", "Mill Lane", "6:10am"],
    ["Ben", "28", "Station Road", "6:30am"],
    ["Cara", "43", "Park Avenue", "6:00am"],
    ["Dev", "33", "Elm Road", "6:20am"],
]
CLUES = [
    ("The biggest round starts earliest.", lambda s: s.n(T, "43") == 360),
    ("Ben starts 10 minutes after Dev and delivers 5 fewer papers.",
     lambda s: s.n(T, "Ben") == s.n(T, "Dev") + 10 and s.n(N, "Ben") == s.n(N, "Dev") - 5),
    ("The Mill Lane round has 5 more papers than the Elm Road round.", lambda s: s.n(N, "Mill Lane") == s.n(N, "Elm Road") + 5),
    ("Cara's round isn't Station Road.", lambda s: not s.same("Cara", "Station Road")),
    ("Amy starts before Dev.", lambda s: s.n(T, "Amy") < s.n(T, "Dev")),
    ("Cara has the biggest round.", lambda s: s.n(N, "Cara") == 43),
    ("Amy's round is Mill Lane.", lambda s: s.same("Amy", "Mill Lane")),
]
NUM = None
DOT = False
INTRO = ["Four young people deliver papers for the corner newsagent. Each has a round named after its main street, with a different number of papers, and each sets off at a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
