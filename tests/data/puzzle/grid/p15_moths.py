NT = "Nights"
C = "Catches"
CATEGORIES = [
    ("Recorders", ["Colm", "Esther", "Magnus", "Rhiannon"]),
    ("Nights", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Catches", ["23 moths", "31 moths", "46 moths", "58 moths"], [23, 31, 46, 58]),
    ("Best finds", ["elephant hawk-moth", "ghost moth", "peppered moth", "puss moth"]),
]
SOLUTION = [
    ["Colm", "Wednesday", "46 moths", "puss moth"],
    ["Esther", "Monday", "23 moths", "ghost moth"],
    ["Magnus", "Thursday", "31 moths", "elephant hawk-moth"],
    ["Rhiannon", "Tuesday", "58 moths", "peppered moth"],
]
CLUES = [
    ("The biggest catch of the week was on Tuesday.", lambda s: s.same("58 moths", "Tuesday")),
    ("Esther had the trap the night before Rhiannon.", lambda s: s.n(NT, "Esther") == s.n(NT, "Rhiannon") - 1),
    ("The recorder who found the puss moth caught 15 more moths than Magnus.", lambda s: s.n(C, "puss moth") == s.n(C, "Magnus") + 15),
    ("The ghost moth turned up in the smallest catch.", lambda s: s.n(C, "ghost moth") == 23),
    ("Magnus's night came after Colm's.", lambda s: s.n(NT, "Magnus") > s.n(NT, "Colm")),
    ("Rhiannon didn't find the elephant hawk-moth.", lambda s: not s.same("Rhiannon", "elephant hawk-moth")),
    ("Colm didn't record on Monday.", lambda s: not s.same("Colm", "Monday")),
    ("Esther's catch was smaller than Colm's.", lambda s: s.n(C, "Esther") < s.n(C, "Colm")),
]
QUESTIONS = [("What was Magnus's best find?", lambda s: s.v("Best finds", "Magnus"))]
NUM = "."
DOT = False
INTRO = ["Four members of the natural history society took turns with the society's moth trap, one night each from Monday to Thursday. Each counted the moths in the trap the next morning and noted the best find."]
OUTRO = []
REMARKS = INTRO + OUTRO
