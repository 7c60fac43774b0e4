P = "Pay"
CATEGORIES = [
    ("Kids", ["Corey", "Denise", "Heath", "Lacey"]),
    ("Customers", ["Mr. Albright", "Mrs. Bauer", "Mr. Castle", "Mrs. Dietz"]),
    ("Pay", ["$8", "$10", "$12", "$15"], [8, 10, 12, 15]),
]
SOLUTION = [
    ["Corey", "Mrs. Dietz", "$12"],
    ["Denise", "Mr. Castle", "$15"],
    ["Heath", "Mrs. Bauer", "$8"],
    ["Lacey", "Mr. Albright", "$10"],
]
CLUES = [
    ("The kid who shoveled Mr. Castle's driveway earned the most.", lambda s: s.n(P, "Mr. Castle") == 15),
    ("Heath earned $2 less than Lacey.", lambda s: s.n(P, "Heath") == s.n(P, "Lacey") - 2),
    ("Corey didn't shovel for either of the men.",
     lambda s: not s.same("Corey", "Mr. Albright") and not s.same("Corey", "Mr. Castle")),
    ("Mrs. Bauer paid $4 less than Mrs. Dietz did.", lambda s: s.n(P, "Mrs. Bauer") == s.n(P, "Mrs. Dietz") - 4),
    ("Denise was paid more than Corey.", lambda s: s.n(P, "Denise") > s.n(P, "Corey")),
    ("Heath didn't shovel for Mr. Albright.", lambda s: not s.same("Heath", "Mr. Albright")),
]
QUESTIONS = [("Whose driveway did Lacey shovel?", lambda s: s.v("Customers", "Lacey"))]
NUM = "."
DOT = False
INTRO = ["The morning after the big snowstorm, four neighborhood kids each shoveled one driveway on Hillcrest Road. Each was paid a different amount by a different neighbor."]
OUTRO = []
REMARKS = INTRO + OUTRO
