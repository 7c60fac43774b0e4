B = "Booths"
V = "Visitors"
CATEGORIES = [
    ("Companies", ["Brightline", "Cobalt Labs", "Fernhill", "Quartzware"]),
    ("Products", ["drone", "headset", "smartwatch", "speaker"]),
    ("Booths", ["Booth 101", "Booth 104", "Booth 107", "Booth 110"], [101, 104, 107, 110]),
    ("Visitors", ["140 visitors", "180 visitors", "220 visitors", "260 visitors"], [140, 180, 220, 260]),
    ("Reps", ["Aisha", "Bruno", "Carla", "Dane"]),
]
SOLUTION = [
    ["Brightline", "speaker", "Booth 107", "260 visitors", "Carla"],
    ["Cobalt Labs", "drone", "Booth 101", "180 visitors", "Dane"],
    ["Fernhill", "smartwatch", "Booth 110", "140 visitors", "Aisha"],
    ["Quartzware", "headset", "Booth 104", "220 visitors", "Bruno"],
]
CLUES = [
    ("The company at Booth 104 drew 40 more visitors than Cobalt Labs.",
     lambda s: s.n(V, "Booth 104") == s.n(V, "Cobalt Labs") + 40),
    ("Of Brightline and the company showing the drone, one was at Booth 101 and the other was staffed by Carla.",
     lambda s: not s.same("Brightline", "drone") and (
         (s.same("Brightline", "Booth 101") and s.same("drone", "Carla")) or
         (s.same("Brightline", "Carla") and s.same("drone", "Booth 101")))),
    ("The smartwatch was shown at either Fernhill's booth or Bruno's.",
     lambda s: s.same("smartwatch", "Fernhill") != s.same("smartwatch", "Bruno")),
    ("Neither Dane nor Bruno demonstrated the speaker.",
     lambda s: not s.same("Dane", "speaker") and not s.same("Bruno", "speaker")),
    ("Quartzware's booth number is 3 higher than that of the company showing the drone.",
     lambda s: s.n(B, "Quartzware") == s.n(B, "drone") + 3),
    ("Brightline drew 120 more visitors than Fernhill.",
     lambda s: s.n(V, "Brightline") == s.n(V, "Fernhill") + 120),
    ("The booth staffed by Dane had 40 fewer visitors than Quartzware's.",
     lambda s: s.n(V, "Dane") == s.n(V, "Quartzware") - 40),
    ("Fernhill had the highest booth number.",
     lambda s: s.n(B, "Fernhill") == 110),
    ("Quartzware didn't show the smartwatch.",
     lambda s: not s.same("Quartzware", "smartwatch")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
