T = "Jump times"
A = "Fire sizes"
CATEGORIES = [
    ("Jumpers", ["Amara", "Beckett", "Colette", "Dario", "Elspeth"]),
    ("Fires", ["Bear Creek Fire", "Cinder Ridge Fire", "Dry Fork Fire", "Hollow Pine Fire", "Sawtooth Fire"]),
    ("Jump times", ["6am", "8am", "10am", "noon", "2pm"], [6, 8, 10, 12, 14]),
    ("Fire sizes", ["40 acres", "65 acres", "90 acres", "115 acres", "140 acres"], [40, 65, 90, 115, 140]),
    ("Bases", ["Boise", "Grangeville", "McCall", "Missoula", "Redding"]),
]
SOLUTION = [
    ["Amara", "Dry Fork Fire", "8am", "115 acres", "McCall"],
    ["Beckett", "Sawtooth Fire", "2pm", "40 acres", "Missoula"],
    ["Colette", "Bear Creek Fire", "6am", "90 acres", "Redding"],
    ["Dario", "Hollow Pine Fire", "noon", "140 acres", "Boise"],
    ["Elspeth", "Cinder Ridge Fire", "10am", "65 acres", "Grangeville"],
]
CLUES = [
    ("The jumper based in Missoula jumped 6 hours after Amara.",
     lambda s: s.n(T, "Missoula") == s.n(T, "Amara") + 6),
    ("The jumper who went out at noon fought the largest fire, which wasn't Cinder Ridge.",
     lambda s: not s.same("140 acres", "Cinder Ridge Fire") and s.same("140 acres", "noon")),
    ("Colette jumped first, onto a fire 25 acres smaller than the one Amara fought.",
     lambda s: s.n(T, "Colette") == 6 and s.n(A, "Colette") == s.n(A, "Amara") - 25),
    ("Neither Elspeth nor the jumper from Boise fought the Dry Fork Fire.",
     lambda s: not s.same("Elspeth", "Dry Fork Fire") and not s.same("Boise", "Dry Fork Fire")),
    ("The Sawtooth Fire was the smallest.", lambda s: s.n(A, "Sawtooth Fire") == 40),
    ("Of the jumper from Redding and the one who fought the 65-acre fire, one jumped at 6am and the other is Elspeth.",
     lambda s: not s.same("Redding", "65 acres") and (
         (s.same("Redding", "6am") and s.same("65 acres", "Elspeth")) or
         (s.same("65 acres", "6am") and s.same("Redding", "Elspeth")))),
    ("The Bear Creek Fire was 50 acres smaller than the Hollow Pine Fire.",
     lambda s: s.n(A, "Bear Creek Fire") == s.n(A, "Hollow Pine Fire") - 50),
    ("The McCall jumper went out 2 hours before the Grangeville jumper.",
     lambda s: s.n(T, "McCall") == s.n(T, "Grangeville") - 2),
    ("Dario isn't from Redding or Missoula.",
     lambda s: not s.same("Dario", "Redding") and not s.same("Dario", "Missoula")),
    ("The five jumpers are Beckett, the one from Boise, the one on the Bear Creek Fire, the 10am jumper and the person who fought the 115-acre fire.",
     lambda s: len({s.e(x) for x in ["Beckett", "Boise", "Bear Creek Fire", "10am", "115 acres"]}) == 5),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
