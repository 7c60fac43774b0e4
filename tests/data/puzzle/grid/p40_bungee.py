D = "Drops"
H = "Heights"
CATEGORIES = [
    ("Jumpers", ["Arlo", "Birdie", "Cassius", "Dulcie", "Elliot"]),
    ("Bridges", ["Canyon Arch", "Gorge Span", "Old Viaduct", "River Rail", "Summit Bridge"]),
    ("Drops", ["120 ft", "140 ft", "160 ft", "180 ft", "200 ft"], [120, 140, 160, 180, 200]),
    ("Heights", ["62 inches", "65 inches", "68 inches", "71 inches", "74 inches"], [62, 65, 68, 71, 74]),
]
SOLUTION = [
    ["Arlo", "Old Viaduct", "160 ft", "74 inches"],
    ["Birdie", "Summit Bridge", "200 ft", "62 inches"],
    ["Cassius", "River Rail", "120 ft", "68 inches"],
    ["Dulcie", "Canyon Arch", "180 ft", "65 inches"],
    ["Elliot", "Gorge Span", "140 ft", "71 inches"],
]
CLUES = [
    ("The jumper at Canyon Arch dropped 20 feet farther than Arlo.", lambda s: s.n(D, "Canyon Arch") == s.n(D, "Arlo") + 20),
    ("The tallest jumper went off a bridge with a drop 40 feet shorter than Birdie's.", lambda s: s.n(D, "74 inches") == s.n(D, "Birdie") - 40),
    ("Of Cassius and the jumper at Gorge Span, one is 71 inches tall and the other made the shortest drop.",
     lambda s: s.e("Cassius") != s.e("Gorge Span") and (
         (s.same("Cassius", "71 inches") and s.n(D, "Gorge Span") == 120) or
         (s.same("Gorge Span", "71 inches") and s.n(D, "Cassius") == 120))),
    ("The shortest jumper made the longest drop.", lambda s: s.same("62 inches", "200 ft")),
    ("Neither Dulcie nor Elliot jumped from the Old Viaduct.", lambda s: not s.same("Dulcie", "Old Viaduct") and not s.same("Elliot", "Old Viaduct")),
    ("The River Rail jumper is somewhat taller than Dulcie.", lambda s: s.n(H, "River Rail") > s.n(H, "Dulcie")),
    ("Either the Summit Bridge jumper or the River Rail jumper is 68 inches tall.",
     lambda s: s.same("Summit Bridge", "68 inches") != s.same("River Rail", "68 inches")),
    ("Elliot is 3 inches taller than Cassius.", lambda s: s.n(H, "Elliot") == s.n(H, "Cassius") + 3),
    ("Birdie isn't 3 inches shorter than Cassius.", lambda s: s.n(H, "Birdie") != s.n(H, "Cassius") - 3),
    ("Arlo is 9 inches taller than Dulcie.", lambda s: s.n(H, "Arlo") == s.n(H, "Dulcie") + 9),
    ("The drop at Summit Bridge is 40 feet longer than the one at the Old Viaduct.", lambda s: s.n(D, "Summit Bridge") == s.n(D, "Old Viaduct") + 40),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
