F = "Floors"
CATEGORIES = [
    ("Floors", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Hamid", "Ilona", "Jasper", "Kalinda", "Lorcan"]),
    ("Plants", ["bamboo", "fuchsias", "geraniums", "herbs", "tomatoes"]),
    ("Pets", ["canary", "cat", "hamster", "rabbit", "tortoise"]),
    ("Jobs", ["architect", "baker", "florist", "nurse", "pilot"]),
]
SOLUTION = [
    ["1", "Kalinda", "bamboo", "tortoise", "baker"],
    ["2", "Jasper", "herbs", "cat", "pilot"],
    ["3", "Hamid", "geraniums", "canary", "nurse"],
    ["4", "Lorcan", "tomatoes", "rabbit", "architect"],
    ["5", "Ilona", "fuchsias", "hamster", "florist"],
]
CLUES = [
    ("The nurse lives on the middle floor.", lambda s: s.n(F, "nurse") == 3),
    ("Ilona lives on the top floor.", lambda s: s.n(F, "Ilona") == 5),
    ("The nurse grows geraniums.", lambda s: s.same("nurse", "geraniums")),
    ("The baker lives directly below the pilot.", lambda s: s.n(F, "baker") == s.n(F, "pilot") - 1),
    ("The tortoise is on the bottom floor.", lambda s: s.n(F, "tortoise") == 1),
    ("Lorcan lives directly above Hamid.", lambda s: s.n(F, "Lorcan") == s.n(F, "Hamid") + 1),
    ("The florist keeps a hamster.", lambda s: s.same("florist", "hamster")),
    ("The cat's owner lives directly above the baker.", lambda s: s.n(F, "cat") == s.n(F, "baker") + 1),
    ("Jasper lives below Hamid but is not the baker.", lambda s: s.n(F, "Jasper") < s.n(F, "Hamid") and not s.same("Jasper", "baker")),
    ("The architect grows tomatoes.", lambda s: s.same("architect", "tomatoes")),
    ("The fuchsias are on the top floor.", lambda s: s.n(F, "fuchsias") == 5),
    ("The bamboo is two floors below the geraniums.", lambda s: s.n(F, "bamboo") == s.n(F, "geraniums") - 2),
    ("The canary lives one floor below the rabbit.", lambda s: s.n(F, "canary") == s.n(F, "rabbit") - 1),
    ("Kalinda is not the pilot.", lambda s: not s.same("Kalinda", "pilot")),
    ("The herbs are not on the fourth floor.", lambda s: s.n(F, "herbs") != 4),
]
QUESTIONS = [("Who keeps the canary?", lambda s: s.v("Residents", "canary")),
             ("What does Kalinda do for a living?", lambda s: s.v("Jobs", "Kalinda"))]
NUM = ""
DOT = True
INTRO = ["A narrow block has five flats, one on each floor, numbered 1 (the bottom floor) to 5 (the top floor). Each flat has a balcony."]
OUTRO = []
REMARKS = INTRO + OUTRO
