A = "Altitudes"
CATEGORIES = [
    ("Pilots", ["Colette", "Everett", "Niamh", "Santiago"]),
    ("Gliders", ["green", "orange", "purple", "yellow"]),
    ("Launch sites", ["Bluff Point", "Crane Hill", "Dover Cliff", "Kite Ridge"]),
    ("Altitudes", ["400 m", "500 m", "600 m", "700 m"], [400, 500, 600, 700]),
]
SOLUTION = [
    ["Colette", "purple", "Crane Hill", "600 m"],
    ["Everett", "yellow", "Kite Ridge", "400 m"],
    ["Niamh", "green", "Bluff Point", "700 m"],
    ["Santiago", "orange", "Dover Cliff", "500 m"],
]
CLUES = [
    ("The pilot who launched from Kite Ridge topped out 200 m lower than Colette.", lambda s: s.n(A, "Kite Ridge") == s.n(A, "Colette") - 200),
    ("The green glider climbed higher than any other.", lambda s: s.n(A, "green") == 700),
    ("Santiago's glider reached 100 m higher than the yellow glider.", lambda s: s.n(A, "Santiago") == s.n(A, "yellow") + 100),
    ("Neither Niamh nor the pilot of the purple glider launched from Dover Cliff.",
     lambda s: not s.same("Niamh", "Dover Cliff") and not s.same("purple", "Dover Cliff")),
    ("The glider that reached 600 m didn't take off from Bluff Point.", lambda s: not s.same("600 m", "Bluff Point")),
    ("Of Everett and the pilot who launched from Bluff Point, one flew the yellow glider and the other flew the green one.",
     lambda s: not s.same("Everett", "Bluff Point") and (
         (s.same("Everett", "yellow") and s.same("Bluff Point", "green")) or (s.same("Bluff Point", "yellow") and s.same("Everett", "green")))),
    ("The orange glider didn't fly higher than the glider launched from Crane Hill.", lambda s: not s.n(A, "orange") > s.n(A, "Crane Hill")),
    ("Niamh climbed 100 m higher than Colette.", lambda s: s.n(A, "Niamh") == s.n(A, "Colette") + 100),
]
NUM = "."
DOT = False
INTRO = ["Four hang-glider pilots logged their highest altitude of the day."]
OUTRO = []
REMARKS = INTRO + OUTRO
