# Children's magazine: the entities are the owls.
A = "Ages"
def a(s, x):
    return s.n(A, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Owls", ["Barney", "Luna", "Pip", "Sage"]),
    ("Kinds", ["barn owl", "little owl", "snowy owl", "tawny owl"]),
    ("Ages", ["2 years old", "5 years old", "7 years old", "11 years old"], [2, 5, 7, 11]),
    ("Keepers", ["Fern", "Gus", "Mo", "Rosa"]),
]
SOLUTION = [("Barney", "tawny owl", "7 years old", "Rosa"), ("Luna", "snowy owl", "11 years old", "Gus"),
            ("Pip", "little owl", "2 years old", "Fern"), ("Sage", "barn owl", "5 years old", "Mo")]
INTRO = ["The owl sanctuary has four owls. Each owl is a different kind and a different age, and each one has its own keeper."]
CLUES = [
    ("Luna is the oldest owl.", lambda s: a(s, "Luna") == 11),
    ("The little owl is the youngest.", lambda s: a(s, "little owl") == 2),
    ("Barney is 2 years older than the barn owl.", lambda s: a(s, "Barney") == a(s, "barn owl") + 2),
    ("Barney is not a snowy owl.", lambda s: not s.same("Barney", "snowy owl")),
    ("Gus looks after the snowy owl.", lambda s: s.same("Gus", "snowy owl")),
    ("Fern's owl is younger than Mo's owl.", lambda s: a(s, "Fern") < a(s, "Mo")),
    ("Rosa does not look after the barn owl.", lambda s: not s.same("Rosa", "barn owl")),
    ("Mo's owl is not 7 years old.", lambda s: a(s, "Mo") != 7),
    ("Sage is older than Pip.", lambda s: a(s, "Sage") > a(s, "Pip")),
]
QUESTIONS = [("Who looks after Barney?", lambda s: s.v("Keepers", "Barney"))]
REMARKS = INTRO
