T = "Finish times"
CATEGORIES = [
    ("Teams", ["Blue Jays", "Foxes", "Otters", "Wolves"]),
    ("Captains", ["Iona", "Jake", "Lena", "Marco"]),
    ("Finish times", ["2:05pm", "2:20pm", "2:35pm", "2:50pm"], [845, 860, 875, 890]),
    ("Treasures", ["compass", "lantern", "map", "spyglass"]),
]
SOLUTION = [
    ["Blue Jays", "Lena", "2:35pm", "map"],
    ["Foxes", "Marco", "2:05pm", "lantern"],
    ["Otters", "Iona", "2:50pm", "spyglass"],
    ["Wolves", "Jake", "2:20pm", "compass"],
]
CLUES = [
    ("The Foxes finished first.", lambda s: s.n(T, "Foxes") == 845),
    ("The team that found the compass finished 15 minutes after the Foxes.", lambda s: s.n(T, "compass") == s.n(T, "Foxes") + 15),
    ("Lena's team finished 15 minutes before the team that found the spyglass.", lambda s: s.n(T, "Lena") == s.n(T, "spyglass") - 15),
    ("Iona's team didn't find the map.", lambda s: not s.same("Iona", "map")),
    ("Jake's team finished before Lena's team.", lambda s: s.n(T, "Jake") < s.n(T, "Lena")),
    ("The Otters, who weren't captained by Jake, finished last.", lambda s: not s.same("Otters", "Jake") and s.n(T, "Otters") == 890),
    ("The Blue Jays finished after the Wolves.", lambda s: s.n(T, "Blue Jays") > s.n(T, "Wolves")),
    ("Marco's team found the lantern.", lambda s: s.same("Marco", "lantern")),
    ("Iona's team finished last.", lambda s: s.n(T, "Iona") == 890),
]
NUM = ")"
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
