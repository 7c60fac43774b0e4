H = "Houses"
def near(s, a, b, d):
    return abs(s.n(H, a) - s.n(H, b)) == d
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Alma", "Bruno", "Cora", "Dmitri", "Esme"]),
    ("Colours", ["blue", "green", "grey", "red", "white"]),
    ("Cars", ["coupe", "hatchback", "pickup", "sedan", "van"]),
    ("Pets", ["budgie", "goldfish", "hamster", "rabbit", "spaniel"]),
]
CLUES = [
    ("Alma lives in the middle house.", lambda s: s.n(H, "Alma") == 3),
    ("Esme lives somewhere between Cora and Alma.",
     lambda s: min(s.n(H, "Cora"), s.n(H, "Alma")) < s.n(H, "Esme") < max(s.n(H, "Cora"), s.n(H, "Alma"))),
    ("The grey house is next to the green house.", lambda s: near(s, "grey", "green", 1)),
    ("The pickup is parked at the blue house.", lambda s: s.same("pickup", "blue")),
    ("Dmitri doesn't drive the hatchback.", lambda s: not s.same("Dmitri", "hatchback")),
    ("The coupe's owner lives two houses away from the sedan's owner.", lambda s: near(s, "coupe", "sedan", 2)),
    ("The spaniel lives in the blue house.", lambda s: s.same("spaniel", "blue")),
    ("The hamster's owner lives next door to Dmitri.", lambda s: near(s, "hamster", "Dmitri", 1)),
    ("The rabbit is kept at the red house.", lambda s: s.same("rabbit", "red")),
    ("The goldfish lives next door to the rabbit.", lambda s: near(s, "goldfish", "rabbit", 1)),
    ("Bruno's house number is higher than Dmitri's.", lambda s: s.n(H, "Bruno") > s.n(H, "Dmitri")),
    ("The hatchback is parked at the green house.", lambda s: s.same("hatchback", "green")),
    ("Cora keeps a rabbit.", lambda s: s.same("Cora", "rabbit")),
    ("The spaniel's owner lives next door to Esme.", lambda s: near(s, "spaniel", "Esme", 1)),
    ("The coupe is parked next to the hatchback.", lambda s: near(s, "coupe", "hatchback", 1)),
]
QUESTIONS = [("Who keeps the hamster?", lambda s: s.v("Owners", "hamster"))]
