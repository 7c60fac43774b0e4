W = "Weeks"
CATEGORIES = [
    ("Flatmates", ["Ronan", "Sadie", "Tariq", "Una", "Vince"]),
    ("Resolutions", ["go running", "learn Spanish", "quit sugar", "read more", "save money"]),
    ("Weeks", ["1 week", "2 weeks", "3 weeks", "5 weeks", "8 weeks"], [1, 2, 3, 5, 8]),
]
SOLUTION = [
    ["Ronan", "go running", "3 weeks"],
    ["Sadie", "learn Spanish", "8 weeks"],
    ["Tariq", "quit sugar", "1 week"],
    ["Una", "save money", "5 weeks"],
    ["Vince", "read more", "2 weeks"],
]
CLUES = [
    ("The flatmate who tried to quit sugar gave up after a single week.", lambda s: s.same("quit sugar", "1 week")),
    ("Sadie stuck at her resolution longer than anybody else.", lambda s: s.n(W, "Sadie") == 8),
    ("Una lasted 3 weeks longer than Vince.", lambda s: s.n(W, "Una") == s.n(W, "Vince") + 3),
    ("Ronan's resolution was to go running.", lambda s: s.same("Ronan", "go running")),
    ("The resolution to read more lasted longer than Tariq's but not as long as Ronan's.",
     lambda s: s.n(W, "Tariq") < s.n(W, "read more") < s.n(W, "Ronan")),
    ("The flatmate learning Spanish kept going longer than the one trying to save money.",
     lambda s: s.n(W, "learn Spanish") > s.n(W, "save money")),
]
QUESTIONS = [("Whose resolution was to save money?", lambda s: s.v("Flatmates", "save money"))]
NUM = None
DOT = False
INTRO = [
    "Five flatmates each made a New Year's resolution on the first of January. Sadly, none of them kept it up for very long! Use the clues to work out who made which resolution and how many weeks each one lasted.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
