Y = "Service"
T = "Start times"
CATEGORIES = [
    ("Guards", ["Mr. Pratt", "Mrs. Quintero", "Ms. Rollins", "Mr. Upton"]),
    ("Streets", ["Birch Street", "Cedar Avenue", "Lake Road", "Mill Lane"]),
    ("Service", ["2 years", "6 years", "10 years", "14 years"], [2, 6, 10, 14]),
    ("Start times", ["7:10 AM", "7:25 AM", "7:40 AM", "7:55 AM"], [430, 445, 460, 475]),
]
SOLUTION = [
    ["Mr. Pratt", "Lake Road", "14 years", "7:25 AM"],
    ["Mrs. Quintero", "Birch Street", "6 years", "7:55 AM"],
    ["Ms. Rollins", "Mill Lane", "2 years", "7:10 AM"],
    ["Mr. Upton", "Cedar Avenue", "10 years", "7:40 AM"],
]
CLUES = [
    ("The newest guard starts the earliest.", lambda s: s.n(T, "2 years") == 430),
    ("Mr. Upton has served 4 years longer than Mrs. Quintero.", lambda s: s.n(Y, "Mr. Upton") == s.n(Y, "Mrs. Quintero") + 4),
    ("The Birch Street guard starts 30 minutes after the Lake Road guard.", lambda s: s.n(T, "Birch Street") == s.n(T, "Lake Road") + 30),
    ("Mr. Pratt has served the longest.", lambda s: s.n(Y, "Mr. Pratt") == 14),
    ("The guard whose shift starts at 7:40 AM, who isn't Ms. Rollins, works on Cedar Avenue.",
     lambda s: not s.same("7:40 AM", "Ms. Rollins") and s.same("7:40 AM", "Cedar Avenue")),
    ("The guard on Cedar Avenue starts 15 minutes after Mr. Pratt.", lambda s: s.n(T, "Cedar Avenue") == s.n(T, "Mr. Pratt") + 15),
    ("Ms. Rollins has been a guard for the shortest time.", lambda s: s.n(Y, "Ms. Rollins") == 2),
    ("Mrs. Quintero works on Birch Street.", lambda s: s.same("Mrs. Quintero", "Birch Street")),
]
NUM = "."
DOT = False
INTRO = [
    "Crossing Guards",
    "Four crossing guards help children across the streets near Lincoln Elementary each school morning. Each works on a different street, has a different number of years on the job, and starts at a different time. Determine each guard's street, years of service, and starting time.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
