F = "Finishes"
CATEGORIES = [
    ("Skippers", ["Mr. Garvey", "Mrs. Holt", "Dr. Ingram", "Ms. Lyle"]),
    ("Boats", ["Gull", "Petrel", "Sandpiper", "Tern"]),
    ("Finishes", ["first", "second", "third", "fourth"]),
]
CLUES = [
    ("Ms. Lyle finished one place ahead of Mr. Garvey.", lambda s: s.n(F, "Ms. Lyle") == s.n(F, "Mr. Garvey") - 1),
    ("The Gull came in last.", lambda s: s.n(F, "Gull") == 4),
    ("Mr. Garvey sailed the Sandpiper.", lambda s: s.same("Mr. Garvey", "Sandpiper")),
    ("Ms. Lyle's boat, which wasn't the Gull, beat the Tern.",
     lambda s: not s.same("Ms. Lyle", "Gull") and s.n(F, "Ms. Lyle") < s.n(F, "Tern")),
    ("The Petrel finished ahead of the Sandpiper.", lambda s: s.n(F, "Petrel") < s.n(F, "Sandpiper")),
]
BAD = (6, "A woman skippered the Tern.")
REFUSED = {BAD[1]: {
    "'Mrs. Holt or Ms. Lyle skippered the Tern'": lambda s: s.same("Tern", "Mrs. Holt") or s.same("Tern", "Ms. Lyle"),
    "'someone other than Mr. Garvey skippered the Tern' (Dr. Ingram may be a woman)": lambda s: not s.same("Tern", "Mr. Garvey"),
}}
EXPECT = 2
QUESTIONS = [("Who skippered the Tern?", None)]
NUM = "."
DOT = False
INTRO = [
    "Small Boats on Lake Winona",
    "Four sailors raced their small boats on Lake Winona on Labor Day, and there were no ties. Determine each skipper's boat and where it finished.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 6, "A woman skippered the Tern.", must be refused: no category says who is a
woman. The titles Mrs. and Ms. suggest two women, but Dr. Ingram may be a man or a
woman, and a title is not a category. Without the clue the puzzle has two
solutions (the Tern is Mrs. Holt's or Dr. Ingram's). Read as "Mrs. Holt or Ms.
Lyle skippered the Tern" it gives one solution, Mrs. Holt, and a confident answer
to the question; read with Dr. Ingram allowed to be a woman, it leaves both."""
