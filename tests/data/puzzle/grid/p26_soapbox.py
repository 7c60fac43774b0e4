T = "Times"
CATEGORIES = [
    ("Racers", ["Danny", "Joanie", "Lyle", "Tessa"]),
    ("Colors", ["green", "orange", "silver", "yellow"]),
    ("Sponsors", ["hardware store", "Kiwanis Club", "pharmacy", "VFW post"]),
    ("Times", ["28.4 seconds", "28.9 seconds", "29.3 seconds", "30.1 seconds"], [284, 289, 293, 301]),
]
SOLUTION = [
    ["Danny", "orange", "pharmacy", "29.3 seconds"],
    ["Joanie", "silver", "VFW post", "28.4 seconds"],
    ["Lyle", "yellow", "Kiwanis Club", "30.1 seconds"],
    ["Tessa", "green", "hardware store", "28.9 seconds"],
]
CLUES = [
    ("Joanie posted the fastest time.", lambda s: s.n(T, "Joanie") == 284),
    ("The car sponsored by the Kiwanis Club was the slowest.", lambda s: s.n(T, "Kiwanis Club") == 301),
    ("The green car was exactly 0.4 seconds faster than the orange car.",
     lambda s: s.n(T, "green") == s.n(T, "orange") - 4),
    ("Danny's car wasn't silver or yellow.", lambda s: not s.same("Danny", "silver") and not s.same("Danny", "yellow")),
    ("The pharmacy sponsored neither Tessa nor Lyle.",
     lambda s: not s.same("pharmacy", "Tessa") and not s.same("pharmacy", "Lyle")),
    ("Tessa's car was sponsored by the hardware store.", lambda s: s.same("Tessa", "hardware store")),
    ("The silver car was sponsored by the VFW post.", lambda s: s.same("silver", "VFW post")),
    ("Tessa finished ahead of Danny.", lambda s: s.n(T, "Tessa") < s.n(T, "Danny")),
]
NUM = "."
DOT = False
INTRO = [
    "Soap Box Derby",
    "Four youngsters raced homemade cars down the Elm Street hill in the town's annual Soap Box Derby. Each car was painted a different color and had a different local sponsor, and each racer posted a different time. Determine each racer's car color, sponsor, and time.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
