T = "Departures"
L = "Platforms"
CATEGORIES = [
    ("Trains", ["Arrow", "Comet", "Falcon", "Meteor"]),
    ("Destinations", ["Ashford", "Bexley", "Crane Hill", "Dunmore"]),
    ("Departures", ["7:15 am", "7:30 am", "7:45 am", "8:00 am"], [435, 450, 465, 480]),
    ("Platforms", ["platform 1", "platform 2", "platform 3", "platform 4"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Arrow", "Dunmore", "7:45 am", "platform 2"],
    ["Comet", "Ashford", "7:15 am", "platform 4"],
    ["Falcon", "Crane Hill", "8:00 am", "platform 1"],
    ["Meteor", "Bexley", "7:30 am", "platform 3"],
]
CLUES = [
    ("The train to Bexley leaves 15 minutes after the Comet.", lambda s: s.n(T, "Bexley") == s.n(T, "Comet") + 15),
    ("The last train of the morning leaves from platform 1.", lambda s: s.same("8:00 am", "platform 1")),
    ("The Arrow leaves 30 minutes after the train to Ashford.", lambda s: s.n(T, "Arrow") == s.n(T, "Ashford") + 30),
    ("The train on platform 3 isn't the Falcon.", lambda s: not s.same("platform 3", "Falcon")),
    ("Neither the Meteor nor the Dunmore train leaves from platform 4.",
     lambda s: not s.same("Meteor", "platform 4") and not s.same("Dunmore", "platform 4")),
    ("The Falcon leaves after the Meteor.", lambda s: s.n(T, "Falcon") > s.n(T, "Meteor")),
    ("The Crane Hill train leaves later than the Dunmore train.", lambda s: s.n(T, "Crane Hill") > s.n(T, "Dunmore")),
    ("The Comet leaves from a higher-numbered platform than the Arrow.", lambda s: s.n(L, "Comet") > s.n(L, "Arrow")),
    ("The train on platform 2 leaves later than the train to Bexley.", lambda s: s.n(T, "platform 2") > s.n(T, "Bexley")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
