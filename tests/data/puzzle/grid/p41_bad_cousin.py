W = "Weights"
CATEGORIES = [
    ("Anglers", ["Cal", "Hub", "Ned", "Walt"]),
    ("Fish", ["bass", "catfish", "crappie", "perch"]),
    ("Weights", ["2 pounds", "3 pounds", "4 pounds", "5 pounds"], [2, 3, 4, 5]),
]
CLUES = [
    ("Hub landed the bass, the heaviest fish of the day.", lambda s: s.same("Hub", "bass") and s.n(W, "bass") == 5),
    ("Hub's fish weighed 2 pounds more than Ned's.", lambda s: s.n(W, "Hub") == s.n(W, "Ned") + 2),
    ("The crappie weighed 3 pounds.", lambda s: s.same("crappie", "3 pounds")),
    ("The perch was the lightest fish.", lambda s: s.n(W, "perch") == 2),
]
BAD = (5, "Walt's cousin caught the catfish.")
REFUSED = {BAD[1]: {
    "'Walt caught the catfish'": lambda s: s.same("Walt", "catfish"),
    "'someone other than Walt caught the catfish'": lambda s: not s.same("Walt", "catfish"),
}}
EXPECT = 2
QUESTIONS = [("How much did Cal's fish weigh?", None)]
NUM = "."
DOT = False
INTRO = ["Four men fished Mill Pond on opening day of bass season. Each caught one fish of a different kind, and no two fish weighed the same. From the clues, can you determine what each man caught and how much it weighed?"]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Walt's cousin caught the catfish.", must be refused: no category says
who is whose cousin, so the puzzle gives no way to tell whether the cousin is
one of the four anglers at all. Without the clue the puzzle has two solutions
(Cal and Walt share the catfish at 4 pounds and the perch at 2 pounds). Misread
as "Walt caught the catfish" it gives one; read as "someone other than Walt
caught the catfish" (the cousin being one of the other anglers) it gives the
other, so the weight of Cal's fish would be a guess."""
