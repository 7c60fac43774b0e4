W = "Lifts"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Lifters", ["Bo", "Cai", "Dee", "Fen", "Gil"]),
    ("Lifts", ["140 kg", "155 kg", "170 kg", "185 kg", "200 kg"], [140, 155, 170, 185, 200]),
    ("Gyms", ["Apex", "Core", "Forge", "Iron Den", "Titan"]),
]
CLUES = [
    ("Cai lifted most.", lambda s: w(s, "Cai") == 200),
    ("Fen outlifted Bo by 15 kg.", lambda s: w(s, "Fen") == w(s, "Bo") + 15),
    ("Gil trains at Iron Den.", lambda s: s.same("Gil", "Iron Den")),
    ("Titan's lifter isn't Bo.", lambda s: not s.same("Titan", "Bo")),
    ("Apex's lifter isn't Cai.", lambda s: not s.same("Apex", "Cai")),
    ("Gil beat Dee by 15 kg.", lambda s: w(s, "Gil") == w(s, "Dee") + 15),
    ("The Titan lifter came last.", lambda s: w(s, "Titan") == 140),
    ("Core's lifter won.", lambda s: w(s, "Core") == 200),
    ("Fen doesn't train at Forge.", lambda s: not s.same("Fen", "Forge")),
]
REMARKS = ["Deadlift night. Five lifters from five gyms."]
