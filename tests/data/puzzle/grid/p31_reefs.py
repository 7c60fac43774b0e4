D = "Depths"
K = "Species"
CATEGORIES = [
    ("Divers", ["Anouk", "Basil", "Cyrus", "Dagny", "Emeka"]),
    ("Reefs", ["Angel Point", "Blue Wall", "Coral Garden", "Manta Shoals", "Turtle Rock"]),
    ("Depths", ["9 meters", "12 meters", "15 meters", "18 meters", "21 meters"], [9, 12, 15, 18, 21]),
    ("Species", ["23", "31", "39", "47", "55"], [23, 31, 39, 47, 55]),
]
SOLUTION = [
    ["Anouk", "Manta Shoals", "18 meters", "31"],
    ["Basil", "Turtle Rock", "9 meters", "55"],
    ["Cyrus", "Blue Wall", "21 meters", "39"],
    ["Dagny", "Angel Point", "12 meters", "23"],
    ["Emeka", "Coral Garden", "15 meters", "47"],
]
CLUES = [
    ("The diver at Blue Wall went 3 meters deeper than Anouk.",
     lambda s: s.n(D, "Blue Wall") == s.n(D, "Anouk") + 3),
    ("Basil counted 8 more species than the diver at Coral Garden.",
     lambda s: s.n(K, "Basil") == s.n(K, "Coral Garden") + 8),
    ("The shallowest dive turned up the most species.",
     lambda s: s.same("9 meters", "55")),
    ("Dagny's dive was either at Angel Point or at 18 meters.",
     lambda s: s.same("Dagny", "Angel Point") != s.same("Dagny", "18 meters")),
    ("Of Cyrus and the diver who counted 31 species, one dived at Blue Wall and the other went down 18 meters.",
     lambda s: not s.same("Cyrus", "31") and (
         (s.same("Cyrus", "Blue Wall") and s.same("31", "18 meters"))
         or (s.same("31", "Blue Wall") and s.same("Cyrus", "18 meters")))),
    ("The Turtle Rock dive wasn't at 15 meters.",
     lambda s: not s.same("Turtle Rock", "15 meters")),
    ("Emeka counted more species than Cyrus but fewer than Basil.",
     lambda s: s.n(K, "Cyrus") < s.n(K, "Emeka") < s.n(K, "Basil")),
    ("The Angel Point diver counted 8 fewer species than Anouk.",
     lambda s: s.n(K, "Angel Point") == s.n(K, "Anouk") - 8),
    ("Anouk dived 6 meters deeper than Dagny.",
     lambda s: s.n(D, "Anouk") == s.n(D, "Dagny") + 6),
    ("The Manta Shoals diver went somewhat deeper than Emeka.",
     lambda s: s.n(D, "Manta Shoals") > s.n(D, "Emeka")),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = ["Five volunteer divers each surveyed a different reef and counted the fish species they saw."]
OUTRO = []
REMARKS = INTRO + OUTRO
