C = "Pancakes"
CATEGORIES = [
    ("First names", ["Arne", "Gust", "Lars", "Nils"]),
    ("Last names", ["Hanson", "Jansen", "Lund", "Strom"]),
    ("Pancakes", ["40 pancakes", "50 pancakes", "60 pancakes", "70 pancakes"], [40, 50, 60, 70]),
]
CLUES = [
    ("Nils flipped more pancakes than anyone else.", lambda s: s.n(C, "Nils") == 70),
    ("Nils's last name is Strom.", lambda s: s.same("Strom", "Nils")),
    ("Gust flipped 50 pancakes.", lambda s: s.same("Gust", "50 pancakes")),
    ("Mr. Lund flipped the fewest.", lambda s: s.n(C, "Lund") == 40),
    ("Arne flipped more pancakes than Lars.", lambda s: s.n(C, "Arne") > s.n(C, "Lars")),
]
BAD = (6, "Mr. Hansen flipped 10 more pancakes than Gust did.")
REFUSED = {BAD[1]: {
    "'Mr. Hanson ...'": lambda s: s.n(C, "Hanson") == s.n(C, "Gust") + 10,
    "'Mr. Jansen ...'": lambda s: s.n(C, "Jansen") == s.n(C, "Gust") + 10,
}}
EXPECT = 2
QUESTIONS = [("What is Gust's last name?", None)]
NUM = "."
DOT = False
INTRO = ["Four men of the Sons of Norway lodge worked the griddles at the lodge's pancake breakfast. Each flipped a different number of pancakes during the morning. From the clues, can you give each man's full name and the number of pancakes he flipped?"]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 6, "Mr. Hansen flipped 10 more pancakes than Gust did.", must be refused:
no man in the puzzle is named Hansen. The name is one letter away from Hanson
(o for e) and one letter away from Jansen (H for J), so a reader who corrects
the spelling must guess which man was meant. Without the clue the puzzle has
two solutions (Gust and Arne share the names Hanson and Jansen). Read as Hanson
it makes Arne Mr. Hanson and Gust Mr. Jansen; read as Jansen it gives the
reverse."""
