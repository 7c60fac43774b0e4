N = "Pieces"
CATEGORIES = [
    ("Collectors", ["Tessa", "Uma", "Victor", "Wes"]),
    ("Colours", ["amber", "blue", "green", "white"]),
    ("Pieces", ["14", "17", "20", "23"], [14, 17, 20, 23]),
]
SOLUTION = [
    ["Tessa", "blue", "20"],
    ["Uma", "white", "23"],
    ["Victor", "green", "14"],
    ["Wes", "amber", "17"],
]
CLUES = [
    ("Victor found the fewest pieces.", lambda s: s.n(N, "Victor") == 14),
    ("The person whose best find was amber found 3 more pieces than Victor.", lambda s: s.n(N, "amber") == s.n(N, "Victor") + 3),
    ("Uma found more than Tessa, and Tessa found more than Wes.", lambda s: s.n(N, "Uma") > s.n(N, "Tessa") > s.n(N, "Wes")),
    ("Victor's best find was not white.", lambda s: not s.same("Victor", "white")),
    ("The one whose best piece was blue found 6 more pieces than the one whose best piece was green.", lambda s: s.n(N, "blue") == s.n(N, "green") + 6),
]
QUESTIONS = [("Whose best find was white?", lambda s: s.v("Collectors", "white"))]
NUM = None
DOT = False
INTRO = ["Four friends went looking for sea glass on the beach. Each found a different number of pieces, and each had a best find of a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
