T = "Times"
CATEGORIES = [
    ("Swimmers", ["Carrie", "Dov", "Kerry", "Pam"]),
    ("Strokes", ["backstroke", "breaststroke", "butterfly", "freestyle"]),
    ("Times", ["38 seconds", "41 seconds", "44 seconds", "47 seconds"], [38, 41, 44, 47]),
]
CLUES = [
    ("Dov swam the fastest.", lambda s: s.n(T, "Dov") == 38),
    ("Pam was the slowest.", lambda s: s.n(T, "Pam") == 47),
    ("The freestyle swimmer finished ahead of everyone else.", lambda s: s.n(T, "freestyle") == 38),
    ("The backstroke swimmer was 3 seconds slower than the butterfly swimmer.",
     lambda s: s.n(T, "backstroke") == s.n(T, "butterfly") + 3),
    ("Pam swam breaststroke.", lambda s: s.same("Pam", "breaststroke")),
]
BAD = (3, "Kerrie swam the butterfly.")
REFUSED = {BAD[1]: {
    "'Kerry swam the butterfly'": lambda s: s.same("Kerry", "butterfly"),
    "'Carrie swam the butterfly'": lambda s: s.same("Carrie", "butterfly"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Kerrie swam the butterfly.", must be refused: no swimmer is called
Kerrie. The name is two letters away from both Kerry and Carrie, so it cannot be
taken as a slip for either one. Without the clue the puzzle has two solutions
(Kerry and Carrie share the butterfly and the backstroke, at 41 and 44 seconds).
Read as Kerry it gives one solution and read as Carrie it gives the other, so a
reader that corrects the spelling to the name it finds nearest answers with
confidence and may be wrong."""
