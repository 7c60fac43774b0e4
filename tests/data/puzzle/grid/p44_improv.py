V = "Votes"
CATEGORIES = [
    ("Performers", ["Ollie", "Paloma", "Rhys", "Saanvi"]),
    ("Scenes", ["dentist office", "haunted elevator", "pirate ship", "space station"]),
    ("Votes", ["12", "18", "24", "30"], [12, 18, 24, 30]),
]
SOLUTION = [
    ["Ollie", "space station", "18"],
    ["Paloma", "pirate ship", "30"],
    ["Rhys", "dentist office", "12"],
    ["Saanvi", "haunted elevator", "24"],
]
CLUES = [
    ("The pirate ship scene got 6 more votes than Saanvi's scene.", lambda s: s.n(V, "pirate ship") == s.n(V, "Saanvi") + 6),
    ("Rhys got the fewest votes.", lambda s: s.n(V, "Rhys") == 12),
    ("Ollie's scene wasn't set on the pirate ship.", lambda s: not s.same("Ollie", "pirate ship")),
    ("The space station scene got 12 fewer votes than the pirate ship scene.", lambda s: s.n(V, "space station") == s.n(V, "pirate ship") - 12),
    ("Saanvi didn't perform the dentist office scene.", lambda s: not s.same("Saanvi", "dentist office")),
    ("Paloma got the most votes.", lambda s: s.n(V, "Paloma") == 30),
]
NUM = None
DOT = False
INTRO = ["At improv night, four performers each acted out one scene suggested by the audience, and the audience voted."]
OUTRO = []
REMARKS = INTRO + OUTRO
