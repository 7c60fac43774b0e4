F, L, P = "First names", "Last names", "Pies"
CATEGORIES = [
    (F, ["Harold", "Irene", "Jean", "Karl"]),
    (L, ["Horton", "Ortiz", "Quill", "Sykes"]),
    (P, ["apple", "cherry", "pecan", "rhubarb"]),
]
CLUES = [
    ("Mr. Sykes, whose first name is Harold, baked the pecan pie.",
     lambda s: s.same("Sykes", "Harold") and s.same("Sykes", "pecan")),
    ("Karl is Mr. Quill, and his pie was the rhubarb.", lambda s: s.same("Karl", "Quill") and s.same("Karl", "rhubarb")),
    ("Jean isn't Mrs. Horton.", lambda s: not s.same("Jean", "Horton")),
]
BAD = (3, "Mrs. Orton baked the cherry pie.")
REFUSED = {BAD[1]: {
    "'Mrs. Horton baked the cherry pie'": lambda s: s.same("Horton", "cherry"),
    "'Mrs. Ortiz baked the cherry pie'": lambda s: s.same("Ortiz", "cherry"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four neighbors each baked one pie for the Grange supper.",
         "Find each baker's full name and pie."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Mrs. Orton baked the cherry pie.", must be refused: no one in the puzzle
is named Orton. It is one letter from Horton and two from Ortiz, and both are
women in the puzzle, so a misprint could be either. Without the clue the puzzle
has two solutions (Irene Horton and Jean Ortiz share the apple and cherry pies).
Read as Mrs. Horton it gives Irene the cherry pie; read as Mrs. Ortiz it gives
Jean the cherry pie. A reader that matches an unknown name to the nearest known
one answers confidently, perhaps wrongly."""
