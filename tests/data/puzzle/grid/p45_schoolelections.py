C, O, V, G = "Candidates", "Offices", "Votes", "Classes"
CATEGORIES = [
    (C, ["Gina", "Hal", "Iris", "Jack"]),
    (O, ["president", "vice president", "secretary", "treasurer"]),
    (V, ["112 votes", "127 votes", "143 votes", "158 votes"], [112, 127, 143, 158]),
    (G, ["freshman", "sophomore", "junior", "senior"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Gina", "treasurer", "143 votes", "junior"],
    ["Hal", "president", "158 votes", "senior"],
    ["Iris", "secretary", "112 votes", "freshman"],
    ["Jack", "vice president", "127 votes", "sophomore"],
]
CLUES = [
    ("The senior received more votes than any other winner.", lambda s: s.n(V, "senior") == 158),
    ("Iris, who isn't the junior, got 15 fewer votes than the new vice president.",
     lambda s: not s.same("Iris", "junior") and s.n(V, "Iris") == s.n(V, "vice president") - 15),
    ("The new treasurer is one year ahead of Jack in school.", lambda s: s.n(G, "treasurer") == s.n(G, "Jack") + 1),
    ("The freshman was elected to neither president nor treasurer.",
     lambda s: not s.same("freshman", "president") and not s.same("freshman", "treasurer")),
    ("Hal got 31 more votes than Jack.", lambda s: s.n(V, "Hal") == s.n(V, "Jack") + 31),
    ("Gina got more votes than Jack but fewer than the president.",
     lambda s: s.n(V, "Jack") < s.n(V, "Gina") < s.n(V, "president")),
    ("The new secretary is one year behind Jack in school.", lambda s: s.n(G, "secretary") == s.n(G, "Jack") - 1),
]
QUESTIONS = [("Who is the new secretary?", lambda s: s.v(C, "secretary"))]
NUM = "."
DOT = False
INTRO = ["Four students won office in the Central High student council election: one freshman, one sophomore, one junior and one senior.",
         "Each won a different office with a different number of votes.",
         "Match each winner with the office, the vote count, and the class."]
OUTRO = []
REMARKS = INTRO + OUTRO
