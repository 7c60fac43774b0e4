Y = "Elected"
CATEGORIES = [
    ("Councillors", ["Mr Ainsworth", "Mrs Blythe", "Mr Caddick", "Mrs Dimmock"]),
    ("Responsibilities", ["allotments", "footpaths", "playing field", "street lighting"]),
    ("Elected", ["2007", "2011", "2015", "2019"], [2007, 2011, 2015, 2019]),
    ("Occupations", ["builder", "farmer", "retired teacher", "vet"]),
    ("Addresses", ["Back Lane", "Church Street", "Mill Lane", "The Green"]),
]
SOLUTION = [
    ["Mr Ainsworth", "footpaths", "2011", "farmer", "Mill Lane"],
    ["Mrs Blythe", "playing field", "2019", "vet", "Church Street"],
    ["Mr Caddick", "street lighting", "2007", "builder", "The Green"],
    ["Mrs Dimmock", "allotments", "2015", "retired teacher", "Back Lane"],
]
CLUES = [
    ("The councillor who has served longest is the builder.", lambda s: s.same("2007", "builder")),
    ("Mrs Blythe joined the council four years after Mrs Dimmock.", lambda s: s.n(Y, "Mrs Blythe") == s.n(Y, "Mrs Dimmock") + 4),
    ("The farmer, who lives in Mill Lane, looks after the footpaths.",
     lambda s: s.same("farmer", "Mill Lane") and s.same("farmer", "footpaths")),
    ("The allotments councillor was elected four years before the vet.", lambda s: s.n(Y, "allotments") == s.n(Y, "vet") - 4),
    ("Mr Caddick lives on The Green.", lambda s: s.same("Mr Caddick", "The Green")),
    ("The retired teacher doesn't live in Church Street.", lambda s: not s.same("retired teacher", "Church Street")),
    ("Mr Ainsworth was first elected before Mrs Dimmock but after the councillor in charge of street lighting.",
     lambda s: s.n(Y, "street lighting") < s.n(Y, "Mr Ainsworth") < s.n(Y, "Mrs Dimmock")),
    ("Mrs Blythe doesn't live in Mill Lane.", lambda s: not s.same("Mrs Blythe", "Mill Lane")),
]
QUESTIONS = [("Who looks after the playing field?", lambda s: s.v("Councillors", "playing field"))]
NUM = "."
INTRO = ["Nether Stowey parish council has four elected members, each of whom looks after one of the parish's concerns.",
         "They were first elected in different years, follow different occupations and live in different streets of the village."]
OUTRO = []
REMARKS = INTRO + OUTRO
