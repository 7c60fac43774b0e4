P = "Scores"
CATEGORIES = [
    ("First names", ["Fiona", "Harriet", "Isobel", "Jemima", "Kate"]),
    ("Surnames", ["Ashcombe", "Belling", "Carew", "Dymond", "Fitch"]),
    ("Horses", ["Bramble", "Dancer", "Monty", "Rufus", "Willow"]),
    ("Scores", ["62%", "65%", "68%", "71%", "74%"], [62, 65, 68, 71, 74]),
]
SOLUTION = [
    ["Fiona", "Carew", "Willow", "68%"],
    ["Harriet", "Fitch", "Monty", "74%"],
    ["Isobel", "Ashcombe", "Rufus", "62%"],
    ["Jemima", "Dymond", "Bramble", "71%"],
    ["Kate", "Belling", "Dancer", "65%"],
]
CLUES = [
    ("Harriet, who rode Monty, scored 6 percentage points more than Miss Carew.",
     lambda s: s.same("Harriet", "Monty") and s.n(P, "Harriet") == s.n(P, "Carew") + 6),
    ("Miss Ashcombe was given the lowest score.", lambda s: s.n(P, "Ashcombe") == 62),
    ("Rufus's rider scored 3 points less than Kate.", lambda s: s.n(P, "Rufus") == s.n(P, "Kate") - 3),
    ("Two of the riders are Miss Carew and the one who rode Dancer.", lambda s: not s.same("Carew", "Dancer")),
    ("Willow scored better than Dancer but worse than Bramble.",
     lambda s: s.n(P, "Dancer") < s.n(P, "Willow") < s.n(P, "Bramble")),
    ("Fitch's first name isn't Kate, and Jemima isn't Miss Belling.",
     lambda s: not s.same("Fitch", "Kate") and not s.same("Jemima", "Belling")),
    ("Isobel rode Rufus.", lambda s: s.same("Isobel", "Rufus")),
    ("Fiona rode Willow, and scored 3 points less than Miss Dymond.", lambda s: s.same("Fiona", "Willow") and s.n(P, "Fiona") == s.n(P, "Dymond") - 3),
]
NUM = "."
DOT = False
INTRO = ["Five riders took part in the preliminary dressage test at Longmead Equestrian Centre. "
         "Can you work out each rider's full name, the horse she rode and the score the judge gave her?"]
OUTRO = []
REMARKS = INTRO + OUTRO
