H = "Heights"
Y = "Completed"
CATEGORIES = [
    ("Dams", ["Arrowhead Dam", "Coldwater Dam", "Granite Falls Dam", "Pike Dam", "Wolf Creek Dam"]),
    ("Rivers", ["Bitter River", "Elk River", "Milk River", "Rook River", "Tansy River"]),
    ("Heights", ["180 feet", "210 feet", "240 feet", "270 feet", "300 feet"], [180, 210, 240, 270, 300]),
    ("Completed", ["1931", "1946", "1952", "1967", "1974"], [1931, 1946, 1952, 1967, 1974]),
]
SOLUTION = [
    ["Arrowhead Dam", "Elk River", "240 feet", "1952"],
    ["Coldwater Dam", "Rook River", "300 feet", "1974"],
    ["Granite Falls Dam", "Bitter River", "180 feet", "1931"],
    ["Pike Dam", "Tansy River", "270 feet", "1946"],
    ["Wolf Creek Dam", "Milk River", "210 feet", "1967"],
]
CLUES = [
    ("The dam on the Milk River is 30 feet taller than Granite Falls Dam.",
     lambda s: s.n(H, "Milk River") == s.n(H, "Granite Falls Dam") + 30),
    ("The oldest dam is also the shortest.", lambda s: s.same("1931", "180 feet")),
    ("Coldwater Dam, the tallest, was finished 7 years after the dam on the Milk River.",
     lambda s: s.n(H, "Coldwater Dam") == 300 and s.n(Y, "Coldwater Dam") == s.n(Y, "Milk River") + 7),
    ("The dam completed in 1946 doesn't span the Elk River or the Milk River.",
     lambda s: not s.same("1946", "Elk River") and not s.same("1946", "Milk River")),
    ("Of Arrowhead Dam and the dam on the Rook River, one was completed in 1952 and the other is 300 feet tall.",
     lambda s: not s.same("Arrowhead Dam", "Rook River") and (
         (s.same("Arrowhead Dam", "1952") and s.same("Rook River", "300 feet")) or
         (s.same("Rook River", "1952") and s.same("Arrowhead Dam", "300 feet")))),
    ("Pike Dam is 30 feet taller than the dam on the Elk River.",
     lambda s: s.n(H, "Pike Dam") == s.n(H, "Elk River") + 30),
    ("Wolf Creek Dam was built later than Arrowhead Dam.",
     lambda s: s.n(Y, "Wolf Creek Dam") > s.n(Y, "Arrowhead Dam")),
    ("The Bitter River dam was finished 21 years before the Elk River dam.",
     lambda s: s.n(Y, "Bitter River") == s.n(Y, "Elk River") - 21),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
QUESTIONS = [("Which river does Pike Dam span?", lambda s: s.v("Rivers", "Pike Dam"))]
