C = "Counts"
D = "Dates"
CATEGORIES = [
    ("Rivers", ["Alder Creek", "Bear River", "Cedar Run", "Elk Fork", "Willow Creek"]),
    ("Volunteers", ["Greta", "Hollis", "Ines", "Jasper", "Kiona"]),
    ("Species", ["chinook", "chum", "coho", "pink", "sockeye"]),
    ("Counts", ["140", "210", "280", "350", "420"], [140, 210, 280, 350, 420]),
    ("Dates", ["September 4", "September 11", "September 18", "September 25", "October 2"], [4, 11, 18, 25, 32]),
]
SOLUTION = [
    ["Alder Creek", "Ines", "coho", "280", "September 18"],
    ["Bear River", "Kiona", "chinook", "420", "September 4"],
    ["Cedar Run", "Greta", "pink", "140", "October 2"],
    ["Elk Fork", "Jasper", "sockeye", "350", "September 25"],
    ["Willow Creek", "Hollis", "chum", "210", "September 11"],
]
CLUES = [
    ("The coho run was counted 1 week after the chum run.",
     lambda s: s.n(D, "coho") == s.n(D, "chum") + 7),
    ("Kiona counted 70 more fish than Jasper.",
     lambda s: s.n(C, "Kiona") == s.n(C, "Jasper") + 70),
    ("The sockeye were counted either on Elk Fork or on September 11.",
     lambda s: s.same("sockeye", "Elk Fork") != s.same("sockeye", "September 11")),
    ("Of Greta and the volunteer on Alder Creek, one counted the coho and the other counted on October 2.",
     lambda s: not s.same("Greta", "Alder Creek") and (
         (s.same("Greta", "coho") and s.same("Alder Creek", "October 2"))
         or (s.same("Alder Creek", "coho") and s.same("Greta", "October 2")))),
    ("Neither the pink nor the chum salmon were counted on Bear River.",
     lambda s: not s.same("pink", "Bear River") and not s.same("chum", "Bear River")),
    ("The five rivers are Cedar Run, the one Hollis counted, the river with the chinook, the river with 350 fish and the river counted on September 18.",
     lambda s: len({s.e("Cedar Run"), s.e("Hollis"), s.e("chinook"), s.e("350"), s.e("September 18")}) == 5),
    ("The largest count was made on the earliest date.",
     lambda s: s.same("420", "September 4")),
    ("Cedar Run had 140 fewer fish than Alder Creek.",
     lambda s: s.n(C, "Cedar Run") == s.n(C, "Alder Creek") - 140),
    ("Jasper didn't count 2 weeks after Ines.",
     lambda s: s.n(D, "Jasper") != s.n(D, "Ines") + 14),
    ("The pink salmon run was the smallest.",
     lambda s: s.n(C, "pink") == 140),
    ("Ines counted sometime after Hollis.",
     lambda s: s.n(D, "Ines") > s.n(D, "Hollis")),
    ("The chinook count was 140 fish higher than the coho count.",
     lambda s: s.n(C, "chinook") == s.n(C, "coho") + 140),
    ("Hollis didn't count on Cedar Run.",
     lambda s: not s.same("Hollis", "Cedar Run")),
]
QUESTIONS = []
NUM = None
DOT = False
INTRO = ["Five volunteers each counted spawning salmon on a different river this fall."]
OUTRO = []
REMARKS = INTRO + OUTRO
