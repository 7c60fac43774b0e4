T = "Times"
CATEGORIES = [
    ("Drivers", ["Kowalczyk", "Ng", "Sauveterre", "Van der Berg"]),
    ("Clubs", ["Harrogate", "Inverness", "Keswick", "Lillehammer"]),
    ("Times", ["57.84 seconds", "58.09 seconds", "58.31 seconds", "58.77 seconds"], [5784, 5809, 5831, 5877]),
]
SOLUTION = [
    ["Kowalczyk", "Keswick", "58.31 seconds"],
    ["Ng", "Lillehammer", "57.84 seconds"],
    ["Sauveterre", "Harrogate", "58.77 seconds"],
    ["Van der Berg", "Inverness", "58.09 seconds"],
]
CLUES = [
    ("Ng recorded the fastest time of the afternoon.", lambda s: s.n(T, "Ng") == 5784),
    ("The Keswick sled was exactly 0.46 seconds quicker than Sauveterre's.", lambda s: s.n(T, "Keswick") == s.n(T, "Sauveterre") - 46),
    ("The driver from Inverness was slower than Ng but faster than Kowalczyk.",
     lambda s: s.n(T, "Ng") < s.n(T, "Inverness") < s.n(T, "Kowalczyk")),
    ("Sauveterre does not represent Lillehammer.", lambda s: not s.same("Sauveterre", "Lillehammer")),
    ("The Harrogate driver's time was not 58.09 seconds.", lambda s: not s.same("Harrogate", "58.09 seconds")),
    ("Kowalczyk, the Harrogate driver and the driver who clocked 58.09 seconds are three different people.", lambda s: len({s.e("Kowalczyk"), s.e("Harrogate"), s.e("58.09 seconds")}) == 3),
]
QUESTIONS = [("Which club does Van der Berg drive for?", lambda s: s.v("Clubs", "Van der Berg"))]
NUM = "."
DOT = True
INTRO = ["At the club's two-man bobsleigh trial, four drivers, each from a different club, made one timed run apiece. The committee has asked us to record the results precisely. Note that a quicker run is a lower time."]
OUTRO = []
REMARKS = INTRO + OUTRO
