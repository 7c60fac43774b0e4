L = "Best laps"
K = "Karts"
CATEGORIES = [
    ("Drivers", ["Fay", "Gil", "Hal", "Ivy", "Jem"]),
    ("Karts", ["3", "7", "8", "15", "22"], [3, 7, 8, 15, 22]),
    ("Best laps", ["41.2 seconds", "41.9 seconds", "42.5 seconds", "43.0 seconds", "44.6 seconds"], [412, 419, 425, 430, 446]),
    ("Teams", ["Comets", "Falcons", "Rockets", "Sharks", "Vipers"]),
]
SOLUTION = [
    ["Fay", "15", "42.5 seconds", "Sharks"],
    ["Gil", "3", "44.6 seconds", "Comets"],
    ["Hal", "22", "41.2 seconds", "Vipers"],
    ["Ivy", "7", "43.0 seconds", "Rockets"],
    ["Jem", "8", "41.9 seconds", "Falcons"],
]
CLUES = [
    ("The fastest lap was set by the driver in kart 22.", lambda s: s.n(L, "22") == 412),
    ("Jem's best lap was 0.7 seconds slower than Hal's.", lambda s: s.n(L, "Jem") == s.n(L, "Hal") + 7),
    ("The Sharks driver was 0.5 seconds faster than Ivy.", lambda s: s.n(L, "Sharks") == s.n(L, "Ivy") - 5),
    ("Gil, who drives for the Comets, had the slowest lap.", lambda s: s.same("Gil", "Comets") and s.n(L, "Gil") == 446),
    ("The driver of kart 8 was faster than the Rockets driver.", lambda s: s.n(L, "8") < s.n(L, "Rockets")),
    ("Fay's kart number is higher than Ivy's but lower than Hal's.", lambda s: s.n(K, "Ivy") < s.n(K, "Fay") < s.n(K, "Hal")),
    ("Neither the Falcons driver nor Fay drove kart 3.", lambda s: not s.same("Falcons", "3") and not s.same("Fay", "3")),
    ("The Vipers driver set a faster lap than the Falcons driver.", lambda s: s.n(L, "Vipers") < s.n(L, "Falcons")),
    ("Gil's kart has the lowest number.", lambda s: s.n(K, "Gil") == 3),
    ("Jem's kart number is lower than Fay's.", lambda s: s.n(K, "Jem") < s.n(K, "Fay")),
]
NUM = ")"
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
