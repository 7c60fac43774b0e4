CATEGORIES = [
    ("Children", ["Rafi", "Sadie", "Theo", "Uma"]),
    ("Drawings", ["dinosaur", "house", "rocket", "flower"]),
    ("Chalk", ["blue", "pink", "yellow", "green"]),
    ("Spots", ["driveway", "pavement", "patio", "playground"]),
]
SOLUTION = [
    ["Rafi", "rocket", "yellow", "driveway"],
    ["Sadie", "flower", "green", "patio"],
    ["Theo", "dinosaur", "blue", "playground"],
    ["Uma", "house", "pink", "pavement"],
]
CLUES = [
    ("The dinosaur was drawn in blue, but not on the driveway or the patio.",
     lambda s: s.same("dinosaur", "blue") and not s.same("dinosaur", "driveway") and not s.same("dinosaur", "patio")),
    ("Rafi used yellow chalk, and Uma drew the house.", lambda s: s.same("Rafi", "yellow") and s.same("Uma", "house")),
    ("The picture on the patio was drawn in green, and it wasn't the rocket.",
     lambda s: s.same("patio", "green") and not s.same("patio", "rocket")),
    ("Neither Sadie nor Uma drew on the playground.",
     lambda s: not s.same("Sadie", "playground") and not s.same("Uma", "playground")),
    ("Uma did not draw on the driveway.", lambda s: not s.same("Uma", "driveway")),
    ("The pink picture wasn't a flower.", lambda s: not s.same("pink", "flower")),
    ("Theo's picture was on the playground, and Sadie's was on the patio.",
     lambda s: s.same("Theo", "playground") and s.same("Sadie", "patio")),
]
QUESTIONS = [("Who drew the dinosaur?", lambda s: s.v("Children", "dinosaur"))]
NUM = ")"
DOT = False
INTRO = ["On a sunny afternoon four children each drew one big chalk picture, each in a different spot and each in a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
