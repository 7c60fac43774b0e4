H = "Heights"
C = "Costs"
CATEGORIES = [
    ("Customers", ["Mr. Lacey", "Mrs. Moss", "Mr. Nunez", "Mrs. Quinn"]),
    ("Trees", ["elm", "maple", "oak", "sycamore"]),
    ("Heights", ["40 feet", "50 feet", "60 feet", "70 feet"], [40, 50, 60, 70]),
    ("Costs", ["$300", "$400", "$500", "$600"], [300, 400, 500, 600]),
]
SOLUTION = [
    ["Mr. Lacey", "oak", "60 feet", "$400"],
    ["Mrs. Moss", "sycamore", "70 feet", "$600"],
    ["Mr. Nunez", "elm", "40 feet", "$500"],
    ["Mrs. Quinn", "maple", "50 feet", "$300"],
]
CLUES = [
    ("The tallest tree was a sycamore.", lambda s: s.n(H, "sycamore") == 70),
    ("Mr. Nunez's tree was 20 feet shorter than Mr. Lacey's.", lambda s: s.n(H, "Mr. Nunez") == s.n(H, "Mr. Lacey") - 20),
    ("Mrs. Quinn paid the least, and her tree wasn't an elm.",
     lambda s: s.n(C, "Mrs. Quinn") == 300 and not s.same("Mrs. Quinn", "elm")),
    ("The oak cost $100 more to trim than the maple.", lambda s: s.n(C, "oak") == s.n(C, "maple") + 100),
    ("Trimming the elm cost $500.", lambda s: s.same("elm", "$500")),
    ("Mrs. Moss paid more than Mr. Nunez.", lambda s: s.n(C, "Mrs. Moss") > s.n(C, "Mr. Nunez")),
    ("The maple was 10 feet taller than the elm.", lambda s: s.n(H, "maple") == s.n(H, "elm") + 10),
]
QUESTIONS = [("How much did Mr. Lacey pay?", lambda s: s.v(C, "Mr. Lacey"))]
NUM = "."
INTRO = ["Tall Timber Tree Service trimmed one big tree for each of four customers last week. The trees were of different kinds and heights, and each job was billed at a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
