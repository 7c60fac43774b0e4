T = "Flights"
CATEGORIES = [
    ("First names", ["Graham", "Helen", "Keith", "Sue"]),
    ("Surnames", ["Allard", "Blythe", "Cotter", "Drury"]),
    ("Gliders", ["Astir", "Junior", "Kestrel", "Skylark"]),
    ("Flights", ["20 minutes", "35 minutes", "50 minutes", "65 minutes"], [20, 35, 50, 65]),
]
SOLUTION = [
    ["Graham", "Drury", "Kestrel", "65 minutes"],
    ["Helen", "Allard", "Skylark", "35 minutes"],
    ["Keith", "Blythe", "Astir", "20 minutes"],
    ["Sue", "Cotter", "Junior", "50 minutes"],
]
CLUES = [
    ("Sue stayed up 15 minutes longer than Mrs Allard.", lambda s: s.n(T, "Sue") == s.n(T, "Allard") + 15),
    ("The Kestrel made the longest flight of the afternoon.", lambda s: s.n(T, "Kestrel") == 65),
    ("Keith, who isn't Mr Drury, flew the Astir.", lambda s: not s.same("Keith", "Drury") and s.same("Keith", "Astir")),
    ("Cotter's first name isn't Graham.", lambda s: not s.same("Cotter", "Graham")),
    ("The Skylark was in the air 15 minutes longer than Mr Blythe's glider.", lambda s: s.n(T, "Skylark") == s.n(T, "Blythe") + 15),
    ("Helen flew the Skylark, and Graham's flight lasted longer than Sue's.", lambda s: s.same("Helen", "Skylark") and s.n(T, "Graham") > s.n(T, "Sue")),
    ("Sue was up for longer than Helen.", lambda s: s.n(T, "Sue") > s.n(T, "Helen")),
]
QUESTIONS = [("Who flew the Junior?", lambda s: s.v("First names", "Junior"))]
NUM = "."
DOT = False
INTRO = ["Four members of the Wolds Gliding Club each made one flight on Sunday afternoon, each in a different club glider. "
         "Can you give each pilot's full name, the glider and how long the flight lasted?"]
OUTRO = []
REMARKS = INTRO + OUTRO
