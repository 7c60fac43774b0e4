M = "Months"
CATEGORIES = [
    ("Birds", ["bunting", "heron", "kestrel", "oriole", "tanager"]),
    ("Months", ["March", "April", "May", "June", "July"], [3, 4, 5, 6, 7]),
    ("Spotters", ["Abe", "Bree", "Cyrus", "Della", "Emil"]),
]
SOLUTION = [
    ["bunting", "June", "Cyrus"],
    ["heron", "April", "Bree"],
    ["kestrel", "March", "Emil"],
    ["oriole", "May", "Della"],
    ["tanager", "July", "Abe"],
]
CLUES = [
    ("The bird seen in May was spotted 1 month after the heron.", lambda s: s.n(M, "May") == s.n(M, "heron") + 1),
    ("Of the five, the kestrel was seen earliest.", lambda s: s.n(M, "kestrel") == 3),
    ("Abe's sighting came 2 months after Della's.", lambda s: s.n(M, "Abe") == s.n(M, "Della") + 2),
    ("Neither Bree nor Emil saw the bunting.", lambda s: not s.same("Bree", "bunting") and not s.same("Emil", "bunting")),
    ("Cyrus logged his bird sometime after Bree.", lambda s: s.n(M, "Cyrus") > s.n(M, "Bree")),
    ("Abe didn't see the oriole.", lambda s: not s.same("Abe", "oriole")),
    ('The oriole was logged 2 months before the tanager.', lambda s: s.n(M, "oriole") == s.n(M, "tanager") - 2),
    ("Emil didn't log the heron.", lambda s: not s.same("Emil", "heron")),
    ("The heron was Bree's sighting.", lambda s: s.same("heron", "Bree")),
    ("Cyrus didn't see the tanager.", lambda s: not s.same("Cyrus", "tanager")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
