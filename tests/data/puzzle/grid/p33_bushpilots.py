T = "Departures"
C = "Cargo"
CATEGORIES = [
    ("Pilots", ["Aiyana", "Bruno", "Connie", "Dag", "Evander"]),
    ("Planes", ["Beaver", "Cessna", "Maule", "Otter", "Piper"]),
    ("Destinations", ["Bethel", "Kotzebue", "McGrath", "Nome", "Tok"]),
    ("Departures", ["7:15am", "8:30am", "9:45am", "11:00am", "12:15pm"], [435, 510, 585, 660, 735]),
    ("Cargo", ["150 kg", "225 kg", "300 kg", "375 kg", "450 kg"], [150, 225, 300, 375, 450]),
]
SOLUTION = [
    ["Aiyana", "Otter", "Nome", "9:45am", "450 kg"],
    ["Bruno", "Piper", "Tok", "7:15am", "150 kg"],
    ["Connie", "Beaver", "Bethel", "12:15pm", "300 kg"],
    ["Dag", "Maule", "McGrath", "11:00am", "225 kg"],
    ["Evander", "Cessna", "Kotzebue", "8:30am", "375 kg"],
]
CLUES = [
    ("The flight to McGrath left 75 minutes after Aiyana's.",
     lambda s: s.n(T, "McGrath") == s.n(T, "Aiyana") + 75),
    ("The Otter carried the heaviest load.", lambda s: s.n(C, "Otter") == 450),
    ("Bruno took off first, with 225 kg less cargo than Evander.",
     lambda s: s.n(T, "Bruno") == 435 and s.n(C, "Bruno") == s.n(C, "Evander") - 225),
    ("The last plane out, which wasn't the Otter, was flying to Bethel.",
     lambda s: not s.same("12:15pm", "Otter") and s.same("12:15pm", "Bethel")),
    ("Neither Dag nor the Cessna pilot flew to Nome or Tok.",
     lambda s: all(not s.same(a, b) for a in ["Dag", "Cessna"] for b in ["Nome", "Tok"])),
    ("Of the Beaver and the flight that left at 8:30am, one carried 300 kg and the other went to Kotzebue.",
     lambda s: not s.same("Beaver", "8:30am") and (
         (s.same("Beaver", "300 kg") and s.same("8:30am", "Kotzebue")) or
         (s.same("8:30am", "300 kg") and s.same("Beaver", "Kotzebue")))),
    ("The Maule carried 75 kg more than the Piper.", lambda s: s.n(C, "Maule") == s.n(C, "Piper") + 75),
    ("Connie's plane didn't carry more cargo than Evander's.", lambda s: not s.n(C, "Connie") > s.n(C, "Evander")),
    ("The five pilots were Connie, the one flying the Maule, the one bound for Nome, the 8:30am pilot and the one carrying 150 kg.",
     lambda s: len({s.e(x) for x in ["Connie", "Maule", "Nome", "8:30am", "150 kg"]}) == 5),
    ("Aiyana left 75 minutes after the Cessna.", lambda s: s.n(T, "Aiyana") == s.n(T, "Cessna") + 75),
    ("Dag's plane took off before Connie's.", lambda s: s.n(T, "Dag") < s.n(T, "Connie")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
