Y = "Launch years"
L = "Durations"
CATEGORIES = [
    ("Astronauts", ["Bauer", "Chen", "Okafor", "Reyes"]),
    ("Missions", ["Aurora", "Horizon", "Pathfinder", "Vega"]),
    ("Launch years", ["2018", "2020", "2022", "2024"], [2018, 2020, 2022, 2024]),
    ("Durations", ["14 days", "28 days", "42 days", "56 days"], [14, 28, 42, 56]),
]
SOLUTION = [
    ["Bauer", "Vega", "2022", "14 days"],
    ["Chen", "Aurora", "2018", "42 days"],
    ["Okafor", "Pathfinder", "2024", "28 days"],
    ["Reyes", "Horizon", "2020", "56 days"],
]
CLUES = [
    ("The Horizon mission lasted the longest.", lambda s: s.n(L, "Horizon") == 56),
    ("Chen flew 4 years before Bauer.", lambda s: s.n(Y, "Chen") == s.n(Y, "Bauer") - 4),
    ("The 2024 mission lasted 14 days less than Chen's.", lambda s: s.n(L, "2024") == s.n(L, "Chen") - 14),
    ("Okafor wasn't on the Vega mission.", lambda s: not s.same("Okafor", "Vega")),
    ("Of Reyes and the Aurora astronaut, one flew in 2020 and the other spent 42 days in space.",
     lambda s: (s.same("Reyes", "2020") and s.same("Aurora", "42 days")) or (s.same("Aurora", "2020") and s.same("Reyes", "42 days"))),
    ("Bauer's mission was the shortest.", lambda s: s.n(L, "Bauer") == 14),
    ('Reyes flew 2 years after Chen.', lambda s: s.n(Y, "Reyes") == s.n(Y, "Chen") + 2),
    ('The Pathfinder crew launched in 2024.', lambda s: s.same("Pathfinder", "2024")),
    ('Okafor launched after Reyes.', lambda s: s.n(Y, "Okafor") > s.n(Y, "Reyes")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
