S = "Scores"
CATEGORIES = [
    ("First names", ["Ada", "Chester", "Hazel", "Otis", "Ruby"]),
    ("Last names", ["Biggs", "Crane", "Dunlap", "Pike", "Tate"]),
    ("Pickles", ["bread-and-butter", "dill", "garlic", "gherkin", "watermelon rind"]),
    ("Scores", ["82 points", "86 points", "90 points", "94 points", "98 points"], [82, 86, 90, 94, 98]),
]
SOLUTION = [
    ["Ada", "Pike", "watermelon rind", "94 points"],
    ["Chester", "Tate", "dill", "86 points"],
    ["Hazel", "Biggs", "gherkin", "98 points"],
    ["Otis", "Crane", "garlic", "82 points"],
    ["Ruby", "Dunlap", "bread-and-butter", "90 points"],
]
CLUES = [
    ("Hazel scored 4 points higher than the person who made the watermelon rind pickles.",
     lambda s: s.n(S, "Hazel") == s.n(S, "watermelon rind") + 4),
    ("Mr. Crane's entry received the lowest score.", lambda s: s.n(S, "Crane") == 82),
    ("The dill pickles scored 4 points less than Mrs. Dunlap's entry.",
     lambda s: s.n(S, "dill") == s.n(S, "Dunlap") - 4),
    ("Chester, who isn't Mr. Crane, didn't make the garlic pickles, and neither did Ruby.",
     lambda s: not s.same("Chester", "Crane") and not s.same("Chester", "garlic") and not s.same("Ruby", "garlic")),
    ("Ruby's pickles outscored Chester's but not Ada's.",
     lambda s: s.n(S, "Chester") < s.n(S, "Ruby") < s.n(S, "Ada")),
    ("Either Mrs. Pike or Mrs. Biggs entered the gherkin pickles.",
     lambda s: s.same("Pike", "gherkin") or s.same("Biggs", "gherkin")),
    ("Mrs. Pike's pickles were not the bread-and-butter.", lambda s: not s.same("Pike", "bread-and-butter")),
    ("Mrs. Biggs's entry scored 8 points higher than Mrs. Dunlap's.", lambda s: s.n(S, "Biggs") == s.n(S, "Dunlap") + 8),
    ("The gherkin pickles scored 4 points higher than Ada's.", lambda s: s.n(S, "gherkin") == s.n(S, "Ada") + 4),
    ("Mr. Tate made the dill pickles.", lambda s: s.same("Tate", "dill")),
]
QUESTIONS = [("Who made the garlic pickles?", lambda s: s.v("First names", "garlic"))]
NUM = "."
DOT = False
INTRO = ["Five home canners entered the pickle competition at the Dawson County Fair. Each brought a different kind of pickle, and the judges gave each entry a different score out of 100. From the clues, can you determine each canner's full name, the kind of pickle each entered, and each entry's score?"]
OUTRO = []
REMARKS = INTRO + OUTRO
