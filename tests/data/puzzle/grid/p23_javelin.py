D = "Distances"
CATEGORIES = [
    ("Throwers", ["Anke", "Birgit", "Carla", "Dora", "Elsa"]),
    ("Countries", ["Austria", "Denmark", "Finland", "Norway", "Poland"]),
    ("Distances", ["61 m", "63 m", "65 m", "67 m", "69 m"], [61, 63, 65, 67, 69]),
]
SOLUTION = [
    ["Anke", "Finland", "67 m"],
    ["Birgit", "Norway", "61 m"],
    ["Carla", "Poland", "69 m"],
    ["Dora", "Austria", "63 m"],
    ["Elsa", "Denmark", "65 m"],
]
CLUES = [
    ("Carla threw farther than everyone else.", lambda s: s.n(D, "Carla") == 69),
    ("The Norwegian threw 2 metres less than Dora.", lambda s: s.n(D, "Norway") == s.n(D, "Dora") - 2),
    ("Anke threw 4 m farther than the thrower from Austria.", lambda s: s.n(D, "Anke") == s.n(D, "Austria") + 4),
    ("Elsa isn't from Finland.", lambda s: not s.same("Elsa", "Finland")),
    ("The Danish thrower beat Dora.", lambda s: s.n(D, "Denmark") > s.n(D, "Dora")),
    ("The thrower from Poland won the event.", lambda s: s.n(D, "Poland") == 69),
    ("Birgit finished last.", lambda s: s.n(D, "Birgit") == 61),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
