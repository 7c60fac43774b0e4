Y = "Joined"
CATEGORIES = [
    ("Staff", ["Miss Fox", "Mr Gale", "Mrs Heath", "Mr Irons"]),
    ("Departments", ["drapery", "haberdashery", "hardware", "toys"]),
    ("Gifts", ["carriage clock", "fountain pen", "garden bench", "tea set"]),
    ("Joined", ["1961", "1966", "1970", "1978"], [1961, 1966, 1970, 1978]),
]
SOLUTION = [
    ["Miss Fox", "haberdashery", "tea set", "1966"],
    ["Mr Gale", "hardware", "garden bench", "1961"],
    ["Mrs Heath", "toys", "carriage clock", "1978"],
    ["Mr Irons", "drapery", "fountain pen", "1970"],
]
CLUES = [
    ("The longest-serving of the four, who had joined the firm in 1961, worked in hardware.",
     lambda s: s.same("1961", "hardware")),
    ("Mrs Heath joined 8 years after Mr Irons.", lambda s: s.n(Y, "Mrs Heath") == s.n(Y, "Mr Irons") + 8),
    ("Miss Fox, who didn't work in drapery, was presented with a tea set.",
     lambda s: not s.same("Miss Fox", "drapery") and s.same("Miss Fox", "tea set")),
    ("The carriage clock went to the newest recruit of the four.", lambda s: s.n(Y, "carriage clock") == 1978),
    ("The haberdashery assistant joined four years before the drapery assistant.",
     lambda s: s.n(Y, "haberdashery") == s.n(Y, "drapery") - 4),
    ("The garden bench was not given to Mr Irons.", lambda s: not s.same("garden bench", "Mr Irons")),
    ("Miss Fox joined the firm after Mr Gale did.", lambda s: s.n(Y, "Miss Fox") > s.n(Y, "Mr Gale")),
]
QUESTIONS = [("Who received the fountain pen?", lambda s: s.v("Staff", "fountain pen"))]
NUM = "."
DOT = False
INTRO = ["Gold Watches",
         "Four long-serving members of staff retired from Hartley's department store at the end of last year. "
         "Each had worked in a different department and had joined the firm in a different year, and each was given a different leaving present."]
OUTRO = []
REMARKS = INTRO + OUTRO
