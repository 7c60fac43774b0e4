T = "Times"
CATEGORIES = [
    ("Photographers", ["Colin", "Doreen", "Eric", "Freda"]),
    ("Landmarks", ["bandstand", "castle gate", "clock tower", "old bridge"]),
    ("Cameras", ["Canon", "Leica", "Nikon", "Pentax"]),
    ("Times", ["7:30am", "10:00am", "1:30pm", "6:00pm"], [450, 600, 810, 1080]),
]
SOLUTION = [
    ["Colin", "old bridge", "Leica", "6:00pm"],
    ["Doreen", "clock tower", "Nikon", "7:30am"],
    ["Eric", "bandstand", "Pentax", "1:30pm"],
    ["Freda", "castle gate", "Canon", "10:00am"],
]
CLUES = [
    ("The clock tower was photographed at 7:30am, but not with the Canon.",
     lambda s: s.same("clock tower", "7:30am") and not s.same("clock tower", "Canon")),
    ("Eric took his picture three and a half hours after Freda took hers.",
     lambda s: s.n(T, "Eric") == s.n(T, "Freda") + 210),
    ("Colin, who uses a Leica, was the last of the four to take his photograph.",
     lambda s: s.same("Colin", "Leica") and s.n(T, "Colin") == 1080),
    ("Neither the Nikon nor the Canon was used to photograph the bandstand.",
     lambda s: not s.same("bandstand", "Nikon") and not s.same("bandstand", "Canon")),
    ("Freda photographed the castle gate.", lambda s: s.same("Freda", "castle gate")),
    ("Doreen uses a Nikon, and the old bridge was photographed later in the day than the bandstand.",
     lambda s: s.same("Doreen", "Nikon") and s.n(T, "old bridge") > s.n(T, "bandstand")),
]
QUESTIONS = [("Who took the picture of the old bridge?", lambda s: s.v("Photographers", "old bridge")),
             ("Which camera does Eric use?", lambda s: s.v("Cameras", "Eric"))]
NUM = "."
DOT = False
INTRO = ["Snap Happy",
         "Four members of the Castleford Camera Club spent a Saturday photographing the town's landmarks for the club calendar. "
         "Each photographed a different landmark at a different time of day, and each uses a different make of camera."]
OUTRO = []
REMARKS = INTRO + OUTRO
