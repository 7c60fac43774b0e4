S = "Scores"
CATEGORIES = [
    ("Criers", ["Albert", "Bryn", "Cedric", "Desmond"]),
    ("Towns", ["Ludlow", "Rye", "Totnes", "Whitby"]),
    ("Coats", ["crimson", "gold", "green", "purple"]),
    ("Scores", ["72", "78", "85", "91"], [72, 78, 85, 91]),
]
SOLUTION = [
    ["Albert", "Totnes", "green", "85"],
    ["Bryn", "Whitby", "crimson", "72"],
    ["Cedric", "Rye", "purple", "91"],
    ["Desmond", "Ludlow", "gold", "78"],
]
CLUES = [
    ("The crier from Rye won with 91 points, but he wasn't wearing gold.",
     lambda s: s.same("Rye", "91") and not s.same("Rye", "gold")),
    ("Bryn scored 6 points fewer than the man in the gold coat.",
     lambda s: s.n(S, "Bryn") == s.n(S, "gold") - 6),
    ("Albert, who came from Totnes, beat Desmond.",
     lambda s: s.same("Albert", "Totnes") and s.n(S, "Albert") > s.n(S, "Desmond")),
    ("The crier in crimson had the lowest score.", lambda s: s.n(S, "crimson") == 72),
    ("Cedric's coat was purple.", lambda s: s.same("Cedric", "purple")),
    ("The man from Whitby was either Bryn or Cedric.",
     lambda s: s.same("Whitby", "Bryn") or s.same("Whitby", "Cedric")),
]
NUM = "."
DOT = True
INTRO = ["Oyez! Oyez!",
         "Four town criers competed at this year's championship in Hythe market square. "
         "Each came from a different town and wore a coat of a different colour, and the judges gave each a different score."]
OUTRO = []
REMARKS = INTRO + OUTRO
