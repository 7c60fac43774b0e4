J = "Jars"
CATEGORIES = [
    ("Canners", ["Mrs. Haupt", "Mrs. Lindgren", "Ms. Pruitt", "Mrs. Sommer"]),
    ("Entries", ["bread-and-butter pickles", "chow-chow", "peach preserves", "tomato relish"]),
    ("Towns", ["Elgin", "Fairbury", "Milford", "Seward"]),
    ("Jars", ["6", "8", "10", "12"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["Mrs. Haupt", "chow-chow", "Fairbury", "10"],
    ["Mrs. Lindgren", "peach preserves", "Seward", "6"],
    ["Ms. Pruitt", "tomato relish", "Elgin", "12"],
    ["Mrs. Sommer", "bread-and-butter pickles", "Milford", "8"],
]
CLUES = [
    ("The woman from Elgin entered the most jars.", lambda s: s.n(J, "Elgin") == 12),
    ("Mrs. Lindgren entered 2 fewer jars than the woman who put up the pickles.",
     lambda s: s.n(J, "Mrs. Lindgren") == s.n(J, "bread-and-butter pickles") - 2),
    ("The chow-chow came from Fairbury.", lambda s: s.same("chow-chow", "Fairbury")),
    ("Mrs. Sommer, who isn't from Seward, entered fewer jars than Mrs. Haupt.",
     lambda s: not s.same("Mrs. Sommer", "Seward") and s.n(J, "Mrs. Sommer") < s.n(J, "Mrs. Haupt")),
    ("The peach preserves weren't made by Mrs. Haupt, by the woman from Milford, or by the one from Elgin.",
     lambda s: not s.same("peach preserves", "Mrs. Haupt") and not s.same("peach preserves", "Milford") and not s.same("peach preserves", "Elgin")),
    ("Ms. Pruitt didn't make the chow-chow.", lambda s: not s.same("Ms. Pruitt", "chow-chow")),
    ("Mrs. Lindgren entered the fewest jars of the four.", lambda s: s.n(J, "Mrs. Lindgren") == 6),
    ("The woman from Milford entered 2 fewer jars than Mrs. Haupt.",
     lambda s: s.n(J, "Milford") == s.n(J, "Mrs. Haupt") - 2),
]
QUESTIONS = [("How many jars did Mrs. Haupt enter?", lambda s: s.v("Jars", "Mrs. Haupt"))]
NUM = "."
DOT = True
INTRO = ["Four women from four different towns entered the home canning division at the Saline County Fair. Each entered a different number of jars of a different kind of preserve."]
OUTRO = []
REMARKS = INTRO + OUTRO
