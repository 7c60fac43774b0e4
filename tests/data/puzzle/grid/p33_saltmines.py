D = "Depths"
T = "Shifts"
CATEGORIES = [
    ("Miners", ["Anka", "Borys", "Celina", "Dawid"]),
    ("Mines", ["Deep Hollow", "Grey Seam", "Old Kettle", "White Shaft"]),
    ("Depths", ["110 m", "190 m", "270 m", "350 m"], [110, 190, 270, 350]),
    ("Shifts", ["5:30am", "7:00am", "1:30pm", "10:00pm"], [330, 420, 810, 1320]),
]
SOLUTION = [
    ["Anka", "Grey Seam", "270 m", "1:30pm"],
    ["Borys", "White Shaft", "110 m", "5:30am"],
    ["Celina", "Deep Hollow", "350 m", "7:00am"],
    ["Dawid", "Old Kettle", "190 m", "10:00pm"],
]
CLUES = [
    ("The miner whose shift starts at 7:00am works 80 m deeper than Anka.",
     lambda s: s.n(D, "7:00am") == s.n(D, "Anka") + 80),
    ("Borys's shift begins 90 minutes before Celina's.", lambda s: s.n(T, "Borys") == s.n(T, "Celina") - 90),
    ("The 10:00pm shift is worked at Old Kettle.", lambda s: s.same("10:00pm", "Old Kettle")),
    ("White Shaft is the shallowest of the four mines.", lambda s: s.n(D, "White Shaft") == 110),
    ("Deep Hollow is deeper than Grey Seam.", lambda s: s.n(D, "Deep Hollow") > s.n(D, "Grey Seam")),
    ("Dawid doesn't work at Grey Seam.", lambda s: not s.same("Dawid", "Grey Seam")),
    ("Celina works deeper than Dawid, who doesn't start at 1:30pm.",
     lambda s: s.n(D, "Celina") > s.n(D, "Dawid") and not s.same("Dawid", "1:30pm")),
    ("Anka's mine is 80 m deeper than Dawid's.", lambda s: s.n(D, "Anka") == s.n(D, "Dawid") + 80),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
