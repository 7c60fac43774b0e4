P = "Scores"
A = "Ages"
CATEGORIES = [
    ("Dancers", ["Dora", "Fergus", "Hazel", "Leopold", "Rowan"]),
    ("Towns", ["Asheville", "Boone", "Galax", "Hickory", "Mount Airy"]),
    ("Scores", ["62 points", "68 points", "74 points", "80 points", "86 points"], [62, 68, 74, 80, 86]),
    ("Ages", ["19", "23", "27", "31", "35"], [19, 23, 27, 31, 35]),
]
SOLUTION = [
    ["Dora", "Galax", "80 points", "27"],
    ["Fergus", "Boone", "62 points", "35"],
    ["Hazel", "Mount Airy", "86 points", "19"],
    ["Leopold", "Asheville", "74 points", "31"],
    ["Rowan", "Hickory", "68 points", "23"],
]
CLUES = [
    ("The dancer from Asheville scored 6 points more than the 23-year-old.",
     lambda s: s.n(P, "Asheville") == s.n(P, "23") + 6),
    ("The youngest dancer had the highest score.", lambda s: s.same("19", "86 points")),
    ("Fergus, the oldest dancer, scored the lowest.",
     lambda s: s.n(A, "Fergus") == 35 and s.n(P, "Fergus") == 62),
    ("The 27-year-old scored 12 points more than Rowan.", lambda s: s.n(P, "27") == s.n(P, "Rowan") + 12),
    ("Of Dora and the dancer from Boone, one is 27 and the other scored 62 points.",
     lambda s: not s.same("Dora", "Boone") and (
         (s.same("Dora", "27") and s.same("Boone", "62 points")) or
         (s.same("Boone", "27") and s.same("Dora", "62 points")))),
    ("The dancer from Hickory is 8 years younger than Leopold.", lambda s: s.n(A, "Hickory") == s.n(A, "Leopold") - 8),
    ("Hazel isn't from Galax or Hickory.", lambda s: not s.same("Hazel", "Galax") and not s.same("Hazel", "Hickory")),
    ("Leopold didn't outscore Dora.", lambda s: not s.n(P, "Leopold") > s.n(P, "Dora")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
QUESTIONS = [("How old is Dora?", lambda s: s.v("Ages", "Dora"))]
