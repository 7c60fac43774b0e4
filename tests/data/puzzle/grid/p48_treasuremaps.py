M = "Minutes"
CATEGORIES = [
    ("Children", ["Amir", "Bella", "Cody", "Dora", "Emil"]),
    ("Prizes", ["compass", "kazoo", "spyglass", "whistle", "yo-yo"]),
    ("Minutes", ["6 minutes", "9 minutes", "12 minutes", "15 minutes", "18 minutes"], [6, 9, 12, 15, 18]),
]
SOLUTION = [
    ["Amir", "spyglass", "12 minutes"],
    ["Bella", "yo-yo", "6 minutes"],
    ["Cody", "whistle", "18 minutes"],
    ["Dora", "compass", "9 minutes"],
    ["Emil", "kazoo", "15 minutes"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The child who found the kazoo took 3 minutes longer than Amir.", lambda s: s.n(M, "kazoo") == s.n(M, "Amir") + 3),
    ("Bella found her prize faster than anyone else.", lambda s: s.n(M, "Bella") == 6),
    ("Cody took 9 minutes longer than Dora.", lambda s: s.n(M, "Cody") == s.n(M, "Dora") + 9),
    ("The spyglass was found 6 minutes after the yo-yo.", lambda s: s.n(M, "spyglass") == s.n(M, "yo-yo") + 6),
    ("Either Dora or Emil found the compass.", lambda s: s.same("Dora", "compass") or s.same("Emil", "compass")),
    ("The five children were Bella, the one who found the whistle, the child who took 15 minutes, Amir and Dora.",
     lambda s: distinct(s, "Bella", "whistle", "15 minutes", "Amir", "Dora")),
]
QUESTIONS = [("How long did it take Emil to find his prize?", lambda s: s.v(M, "Emil"))]
NUM = "."
INTRO = ["At a birthday treasure hunt, five children each followed a different map to a different prize.",
         "Work out who found which prize and how long each child took."]
OUTRO = []
REMARKS = INTRO + OUTRO
