D = "Dates"
W = "Wind speeds"
CATEGORIES = [
    ("Chasers", ["Brody", "Cassidy", "Desmond", "Fallon", "Maribel"]),
    ("States", ["Iowa", "Kansas", "Nebraska", "Oklahoma", "Texas"]),
    ("Vehicles", ["Bronco", "Jeep", "pickup", "SUV", "van"]),
    ("Dates", ["May 3", "May 8", "May 13", "May 18", "May 23"], [3, 8, 13, 18, 23]),
    ("Wind speeds", ["95 mph", "110 mph", "125 mph", "140 mph", "155 mph"], [95, 110, 125, 140, 155]),
]
SOLUTION = [
    ["Brody", "Oklahoma", "van", "May 13", "140 mph"],
    ["Cassidy", "Iowa", "Jeep", "May 3", "95 mph"],
    ["Desmond", "Texas", "SUV", "May 23", "125 mph"],
    ["Fallon", "Kansas", "Bronco", "May 8", "155 mph"],
    ["Maribel", "Nebraska", "pickup", "May 18", "110 mph"],
]
CLUES = [
    ("The Kansas tornado had winds 15 mph stronger than the one Brody saw.",
     lambda s: s.n(W, "Kansas") == s.n(W, "Brody") + 15),
    ("The chaser in the Jeep saw a tornado 5 days before Fallon did.",
     lambda s: s.n(D, "Jeep") == s.n(D, "Fallon") - 5),
    ("The 125-mph tornado was seen either in Texas or from the van.",
     lambda s: s.same("125 mph", "Texas") != s.same("125 mph", "van")),
    ("Of the May 18 chase and the Oklahoma chase, one was Maribel's and the other was made in the van.",
     lambda s: not s.same("May 18", "Oklahoma") and (
         (s.same("May 18", "Maribel") and s.same("Oklahoma", "van"))
         or (s.same("Oklahoma", "Maribel") and s.same("May 18", "van")))),
    ("Neither Cassidy nor Desmond drove the Bronco.",
     lambda s: not s.same("Cassidy", "Bronco") and not s.same("Desmond", "Bronco")),
    ("The five chasers are Desmond, the one who drove the pickup, the one who chased in Kansas, the one who went out on May 13 and Cassidy.",
     lambda s: len({s.e("Desmond"), s.e("pickup"), s.e("Kansas"), s.e("May 13"), s.e("Cassidy")}) == 5),
    ("The weakest tornado was the first one seen.",
     lambda s: s.same("95 mph", "May 3")),
    ("Desmond's tornado came 10 days after Brody's.",
     lambda s: s.n(D, "Desmond") == s.n(D, "Brody") + 10),
    ("The Nebraska tornado wasn't 30 mph weaker than the Texas tornado.",
     lambda s: s.n(W, "Nebraska") != s.n(W, "Texas") - 30),
    ("The Iowa chase happened sometime before the Nebraska chase.",
     lambda s: s.n(D, "Iowa") < s.n(D, "Nebraska")),
    ("Maribel's tornado was 15 mph stronger than Cassidy's.",
     lambda s: s.n(W, "Maribel") == s.n(W, "Cassidy") + 15),
    ("The SUV wasn't driven in Oklahoma.",
     lambda s: not s.same("SUV", "Oklahoma")),
    ("Fallon saw the strongest tornado.",
     lambda s: s.n(W, "Fallon") == 155),
    ("The Texas chase was the last of the month.",
     lambda s: s.n(D, "Texas") == 23),
]
QUESTIONS = [("Who drove the Bronco?", lambda s: s.v("Chasers", "Bronco"))]
NUM = "."
DOT = False
INTRO = ["Five storm chasers each photographed a tornado in a different state last May."]
OUTRO = []
REMARKS = INTRO + OUTRO
