T = "Times"
H = "Hints"
def t(s, x):
    return s.n(T, x)
def h(s, x):
    return s.n(H, x)
CATEGORIES = [
    ("Teams", ["Brain Drain", "Clue Crew", "Puzzle & Pint", "The Lock-Pickers"]),
    ("Times", ["48:15", "52:40", "55:05", "59:30"], [2895, 3160, 3305, 3570]),
    ("Rooms", ["Bank Vault", "Haunted Attic", "Pharaoh's Tomb", "Submarine"]),
    ("Hints", ["no hints", "1 hint", "2 hints", "3 hints"], [0, 1, 2, 3]),
]
CLUES = [
    ("The team that escaped fastest asked for the most hints.", lambda s: h(s, "48:15") == 3),
    ("Puzzle & Pint needed no hints at all, yet they were the slowest of the four.",
     lambda s: h(s, "Puzzle & Pint") == 0 and t(s, "Puzzle & Pint") == 3570),
    ("The Submarine team got out 2 minutes 25 seconds ahead of Brain Drain.",
     lambda s: t(s, "Submarine") == t(s, "Brain Drain") - 145),
    ("The Lock-Pickers used one hint fewer than the team in the Bank Vault.",
     lambda s: h(s, "The Lock-Pickers") == h(s, "Bank Vault") - 1),
    ("Clue Crew played neither the Pharaoh's Tomb nor the Submarine.",
     lambda s: not s.same("Clue Crew", "Pharaoh's Tomb") and not s.same("Clue Crew", "Submarine")),
    ("Clue Crew posted the quickest time of the night.", lambda s: t(s, "Clue Crew") == 2895),
    ("The Lock-Pickers took fewer hints than Brain Drain.", lambda s: h(s, "The Lock-Pickers") < h(s, "Brain Drain")),
]
REMARKS = ["Saturday was league night at Escape Velocity, where four teams each tackled a different room against the hour-long clock. All four got out in time (the times below are minutes and seconds on the clock), though some leaned on the game master more than others."]
QUESTIONS = [("Which room did Brain Drain play?", lambda s: s.v("Rooms", "Brain Drain"))]
