C = "Catches"
CATEGORIES = [
    ("Children", ["Alfie", "Grace", "Harvey", "Lily", "Noah"]),
    ("Spots", ["harbour wall", "jetty", "pontoon", "rocks", "slipway"]),
    ("Catches", ["3 crabs", "5 crabs", "6 crabs", "8 crabs", "11 crabs"], [3, 5, 6, 8, 11]),
]
SOLUTION = [
    ["Alfie", "pontoon", "8 crabs"],
    ["Grace", "harbour wall", "11 crabs"],
    ["Harvey", "rocks", "3 crabs"],
    ["Lily", "slipway", "5 crabs"],
    ["Noah", "jetty", "6 crabs"],
]
CLUES = [
    ("The child on the harbour wall caught the most crabs.", lambda s: s.n(C, "harbour wall") == 11),
    ("Noah caught one more crab than Lily.", lambda s: s.n(C, "Noah") == s.n(C, "Lily") + 1),
    ("Harvey, who wasn't fishing from the jetty, had the poorest catch.",
     lambda s: not s.same("Harvey", "jetty") and s.n(C, "Harvey") == 3),
    ("Alfie caught two more than the child on the jetty.", lambda s: s.n(C, "Alfie") == s.n(C, "jetty") + 2),
    ("Neither Lily nor Alfie was on the rocks.",
     lambda s: not s.same("Lily", "rocks") and not s.same("Alfie", "rocks")),
    ("The slipway produced fewer crabs than the pontoon.", lambda s: s.n(C, "slipway") < s.n(C, "pontoon")),
]
QUESTIONS = [
    ("Where was Grace crabbing?", lambda s: s.v("Spots", "Grace")),
    ("How many crabs did Alfie catch?", lambda s: s.v(C, "Alfie")),
]
NUM = "."
INTRO = ["Five children spent the afternoon crabbing at Wellsby harbour, each with a line and a bucket at a different spot. Before the crabs went back into the water, each child's catch was counted."]
ASK = "Can you discover where each child fished and how many crabs each caught?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
