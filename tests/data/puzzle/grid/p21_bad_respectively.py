W = "Weights"
CATEGORIES = [
    ("Anglers", ["Alan", "Brenda", "Colin", "Doris"]),
    ("Fish", ["bass", "cod", "mackerel", "pollack"]),
    ("Weights", ["2 lb", "3 lb", "5 lb", "8 lb"], [2, 3, 5, 8]),
    ("Spots", ["beach", "harbour wall", "pier", "rocks"]),
]
CLUES = [
    ("The heaviest fish was landed from the pier.", lambda s: s.n(W, "pier") == 8),
    ("Alan and Brenda caught the cod and the bass, respectively.",
     lambda s: s.same("Alan", "cod") and s.same("Brenda", "bass")),
    ("The cod weighed 3 lb more than the bass.", lambda s: s.n(W, "cod") == s.n(W, "bass") + 3),
    ("Alan's fish was lighter than Brenda's.", lambda s: s.n(W, "Alan") < s.n(W, "Brenda")),
    ("Colin fished from the beach, and his catch was the lightest of the four.",
     lambda s: s.same("Colin", "beach") and s.n(W, "Colin") == 2),
    ("The pollack was caught from the harbour wall.", lambda s: s.same("pollack", "harbour wall")),
]
EXPECT = 0
CONFLICT = [2, 3, 4]
QUESTIONS = [("Who caught the cod?", None)]
NUM = "."
DOT = False
INTRO = ["Sea Anglers",
         "Four members of the Porthallow sea angling club fished the evening tide from different spots along the front. "
         "Each landed one fish of a different kind, and no two fish weighed the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """The puzzle has no solution and must be refused. Clue 2, "Alan and Brenda
caught the cod and the bass, respectively.", says that Alan caught the cod and
Brenda the bass; clue 3 makes the cod 3 lb heavier than the bass, so Alan's fish
outweighs Brenda's; clue 4 says Alan's fish was the lighter. Clues 2, 3 and 4
cannot all hold, and without any one of them the rest can. A careless reader
that drops "respectively" and reads clue 2 as "Alan and Brenda caught the cod
and the bass between them" finds exactly one solution (Alan the 5 lb bass from
the rocks, Brenda the 8 lb cod from the pier, Colin the mackerel, Doris the
pollack) and answers "Brenda" to the question with confidence; the puzzle as
printed has no answer."""
