D = "Dates"
CATEGORIES = [
    ("Observers", ["Ulrich", "Vesna", "Wilf", "Xanthe"]),
    ("Targets", ["Andromeda Galaxy", "Orion Nebula", "Pleiades", "Saturn"]),
    ("Dates", ["March 3", "March 10", "March 17", "March 24"], [3, 10, 17, 24]),
]
SOLUTION = [
    ["Ulrich", "Saturn", "March 17"],
    ["Vesna", "Pleiades", "March 3"],
    ["Wilf", "Orion Nebula", "March 24"],
    ["Xanthe", "Andromeda Galaxy", "March 10"],
]
CLUES = [
    ("Vesna's night out came a week before the night the Andromeda Galaxy was observed.",
     lambda s: s.n(D, "Vesna") == s.n(D, "Andromeda Galaxy") - 7),
    ("Wilf went out two weeks after Xanthe.",
     lambda s: s.n(D, "Wilf") == s.n(D, "Xanthe") + 14),
    ("Of Ulrich and Wilf, one saw the Orion Nebula and the other went out on March 17.",
     lambda s: (s.same("Ulrich", "Orion Nebula") and s.same("Wilf", "March 17")) or (s.same("Wilf", "Orion Nebula") and s.same("Ulrich", "March 17"))),
    ("The Orion Nebula was observed later in the month than Saturn was.",
     lambda s: s.n(D, "Orion Nebula") > s.n(D, "Saturn")),
    ("Xanthe went out earlier than Ulrich but later than Vesna, who didn't look at Saturn.",
     lambda s: s.n(D, "Vesna") < s.n(D, "Xanthe") < s.n(D, "Ulrich") and not s.same("Vesna", "Saturn")),
]
QUESTIONS = [("Who observed Saturn?", lambda s: s.v("Observers", "Saturn"))]
NUM = "."
DOT = False
INTRO = ["Four members of the astronomy club each went out on a different Tuesday night in March and observed a different target."]
OUTRO = []
REMARKS = INTRO + OUTRO
