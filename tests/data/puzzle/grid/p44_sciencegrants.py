G = "Grants"
CATEGORIES = [
    ("Researchers", ["Dr. Abbott", "Dr. Faulk", "Dr. Mendez", "Dr. Voss"]),
    ("Fields", ["botany", "geology", "optics", "virology"]),
    ("Grants", ["$1.2 million", "$1.4 million", "$1.6 million", "$1.8 million"], [12, 14, 16, 18]),
]
SOLUTION = [
    ["Dr. Abbott", "optics", "$1.6 million"],
    ["Dr. Faulk", "virology", "$1.2 million"],
    ["Dr. Mendez", "botany", "$1.8 million"],
    ["Dr. Voss", "geology", "$1.4 million"],
]
CLUES = [
    ("The geologist received $200,000 more than Dr. Faulk.", lambda s: s.n(G, "geology") == s.n(G, "Dr. Faulk") + 2),
    ("Dr. Mendez was awarded the largest grant.", lambda s: s.n(G, "Dr. Mendez") == 18),
    ("The optics researcher wasn't awarded $1.4 million.", lambda s: not s.same("optics", "$1.4 million")),
    ("Dr. Abbott's grant was larger than the virologist's.", lambda s: s.n(G, "Dr. Abbott") > s.n(G, "virology")),
    ("Of Dr. Voss and the botanist, one received $1.4 million and the other received $1.8 million.",
     lambda s: not s.same("Dr. Voss", "botany") and ((s.same("Dr. Voss", "$1.4 million") and s.same("botany", "$1.8 million")) or (s.same("Dr. Voss", "$1.8 million") and s.same("botany", "$1.4 million")))),
]
NUM = None
DOT = False
INTRO = ["Four researchers each won a grant this year, each in a different field."]
OUTRO = []
REMARKS = INTRO + OUTRO
