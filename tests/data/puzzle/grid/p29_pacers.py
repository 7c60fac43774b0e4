G = "Targets"
A = "Ages"
CATEGORIES = [
    ("Pacers", ["Aiden", "Brynn", "Caleb", "Dana", "Eli"]),
    ("Targets", ["3:00", "3:15", "3:30", "3:45", "4:00"], [180, 195, 210, 225, 240]),
    ("Balloons", ["blue", "green", "orange", "purple", "yellow"]),
    ("Ages", ["29", "33", "37", "41", "45"], [29, 33, 37, 41, 45]),
    ("Hometowns", ["Boise", "Dayton", "Eugene", "Fresno", "Tulsa"]),
]
SOLUTION = [
    ["Aiden", "3:30", "orange", "41", "Fresno"],
    ["Brynn", "3:00", "blue", "33", "Tulsa"],
    ["Caleb", "4:00", "yellow", "29", "Boise"],
    ["Dana", "3:15", "purple", "45", "Eugene"],
    ["Eli", "3:45", "green", "37", "Dayton"],
]
CLUES = [
    ("The fastest group was led by the pacer with the blue balloons.", lambda s: s.n(G, "blue") == 180),
    ("The 41-year-old's target was 15 minutes slower than Dana's.",
     lambda s: s.n(G, "41") == s.n(G, "Dana") + 15),
    ("Caleb is the youngest pacer, and his group had the slowest target.",
     lambda s: s.n(A, "Caleb") == 29 and s.n(G, "Caleb") == 240),
    ("The pacer from Dayton is 8 years older than Caleb.", lambda s: s.n(A, "Dayton") == s.n(A, "Caleb") + 8),
    ("Of the pacer with green balloons and the one from Eugene, one is 37 years old and the other paced the 3:15 group.",
     lambda s: not s.same("green", "Eugene") and (
         (s.same("green", "37") and s.same("Eugene", "3:15")) or
         (s.same("Eugene", "37") and s.same("green", "3:15")))),
    ("Neither Aiden nor the 33-year-old carried the purple balloons.",
     lambda s: not s.same("Aiden", "purple") and not s.same("33", "purple")),
    ("The Boise pacer carried yellow balloons.", lambda s: s.same("Boise", "yellow")),
    ("The pacer with the purple balloons is 12 years older than Brynn.",
     lambda s: s.n(A, "purple") == s.n(A, "Brynn") + 12),
    ("Eli's target was 30 minutes slower than Dana's.", lambda s: s.n(G, "Eli") == s.n(G, "Dana") + 30),
    ("The five pacers are Eli, the one from Tulsa, the one with orange balloons, the 29-year-old and the pacer from Eugene.",
     lambda s: len({s.e("Eli"), s.e("Tulsa"), s.e("orange"), s.e("29"), s.e("Eugene")}) == 5),
]
NUM = None
DOT = False
INTRO = ["Each of five marathon pacers led a group aiming at a different finishing time (in hours and minutes)."]
OUTRO = []
REMARKS = INTRO + OUTRO
