T = "Times"
CATEGORIES = [
    ("Watchers", ["Anouk", "Bram", "Celeste", "Dario", "Olive"]),
    ("Birds", ["heron", "kestrel", "kingfisher", "osprey", "woodpecker"]),
    ("Times", ["6:00 am", "6:30 am", "7:00 am", "7:30 am", "8:00 am"], [360, 390, 420, 450, 480]),
]
SOLUTION = [
    ["Anouk", "kingfisher", "7:30 am"],
    ["Bram", "osprey", "6:00 am"],
    ["Celeste", "heron", "8:00 am"],
    ["Dario", "woodpecker", "6:30 am"],
    ["Olive", "kestrel", "7:00 am"],
]
CLUES = [
    ("The kestrel was spotted 30 minutes after Dario's bird.", lambda s: s.n(T, "kestrel") == s.n(T, "Dario") + 30),
    ("The first bird of the morning was spotted by Bram.", lambda s: s.n(T, "Bram") == 360),
    ("The bird spotted at 8:00 am is either the heron or the bird spotted by Olive.",
     lambda s: s.same("8:00 am", "heron") != s.same("8:00 am", "Olive")),
    ("Anouk spotted her bird an hour after the woodpecker was seen.", lambda s: s.n(T, "Anouk") == s.n(T, "woodpecker") + 60),
    ("The osprey wasn't spotted by Celeste.", lambda s: not s.same("osprey", "Celeste")),
    ("The kingfisher was seen sometime after the kestrel.", lambda s: s.n(T, "kingfisher") > s.n(T, "kestrel")),
    ("Celeste didn't see the woodpecker.", lambda s: not s.same("Celeste", "woodpecker")),
    ("Olive's bird was seen 30 minutes before Anouk's.", lambda s: s.n(T, "Olive") == s.n(T, "Anouk") - 30),
]
NUM = "."
DOT = False
INTRO = ["Five members of a birding club each logged one new bird at the marsh on Sunday morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
