D = "Distances"
CATEGORIES = [
    ("Children", ["Poppy", "Quentin", "Rhys", "Saskia", "Theo"]),
    ("Sledges", ["blue", "green", "orange", "red", "yellow"]),
    ("Distances", ["38 metres", "45 metres", "51 metres", "63 metres", "70 metres"], [38, 45, 51, 63, 70]),
]
SOLUTION = [
    ["Poppy", "green", "63 metres"],
    ["Quentin", "red", "38 metres"],
    ["Rhys", "orange", "70 metres"],
    ["Saskia", "blue", "45 metres"],
    ["Theo", "yellow", "51 metres"],
]
CLUES = [
    ("The orange sledge went the farthest.", lambda s: s.n(D, "orange") == 70),
    ("Poppy's run was 12 metres longer than Theo's.", lambda s: s.n(D, "Poppy") == s.n(D, "Theo") + 12),
    ("Saskia's sledge went 7 metres farther than the red one.", lambda s: s.n(D, "Saskia") == s.n(D, "red") + 7),
    ("The yellow sledge went farther than Saskia's but not as far as the green one.",
     lambda s: s.n(D, "Saskia") < s.n(D, "yellow") < s.n(D, "green")),
    ("Quentin's sledge is neither blue nor orange.", lambda s: not s.same("Quentin", "blue") and not s.same("Quentin", "orange")),
]
NUM = "."
DOT = False
INTRO = ["When the snow came, five children raced their sledges down Gallows Hill. Each sledge was a different colour, and each run was measured from the top of the slope."]
OUTRO = []
REMARKS = INTRO + OUTRO
