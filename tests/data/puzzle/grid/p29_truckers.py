D = "Dates"
M = "Miles"
CATEGORIES = [
    ("Drivers", ["Bo", "Cass", "Drew", "Faye", "Gil"]),
    ("States", ["Kansas", "Nebraska", "Oklahoma", "South Dakota", "Texas"]),
    ("Dates", ["May 3", "May 9", "May 15", "May 21", "May 27"], [3, 9, 15, 21, 27]),
    ("Miles", ["340 miles", "410 miles", "480 miles", "550 miles", "620 miles"], [340, 410, 480, 550, 620]),
]
SOLUTION = [
    ["Bo", "Texas", "May 21", "620 miles"],
    ["Cass", "Kansas", "May 3", "410 miles"],
    ["Drew", "Oklahoma", "May 15", "340 miles"],
    ["Faye", "South Dakota", "May 27", "480 miles"],
    ["Gil", "Nebraska", "May 9", "550 miles"],
]
CLUES = [
    ("The May 9 run covered 140 miles more than Cass's run.",
     lambda s: s.n(M, "May 9") == s.n(M, "Cass") + 140),
    ("The Texas delivery was the longest drive.", lambda s: s.n(M, "Texas") == 620),
    ("Faye's run came later in the month than any other.", lambda s: s.n(D, "Faye") == 27),
    ("Drew's run was 6 days before Bo's.", lambda s: s.n(D, "Drew") == s.n(D, "Bo") - 6),
    ("Of the driver who went to Kansas and the one who drove 340 miles, one went out on May 3 and the other is Drew.",
     lambda s: not s.same("Kansas", "340 miles") and (
         (s.same("Kansas", "May 3") and s.same("340 miles", "Drew")) or
         (s.same("340 miles", "May 3") and s.same("Kansas", "Drew")))),
    ("The Nebraska load was delivered 6 days before the Oklahoma load.",
     lambda s: s.n(D, "Nebraska") == s.n(D, "Oklahoma") - 6),
    ("Gil drove 70 miles more than Faye.", lambda s: s.n(M, "Gil") == s.n(M, "Faye") + 70),
    ("The driver who went to South Dakota drove 140 miles more than Drew.",
     lambda s: s.n(M, "South Dakota") == s.n(M, "Drew") + 140),
    ("Neither Bo nor Faye went to Kansas.",
     lambda s: not s.same("Bo", "Kansas") and not s.same("Faye", "Kansas")),
    ("Gil's run was somewhat earlier in the month than Drew's.", lambda s: s.n(D, "Gil") < s.n(D, "Drew")),
]
NUM = None
DOT = False
INTRO = ["In May, five truckers each made one long-haul delivery to a different state."]
OUTRO = []
REMARKS = INTRO + OUTRO
