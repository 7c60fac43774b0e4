H = "Heights"
CATEGORIES = [
    ("Athletes", ["Jamal", "Kezia", "Luca", "Mira"]),
    ("Houses", ["Ash", "Elm", "Oak", "Pine"]),
    ("Heights", ["90 cm", "95 cm", "100 cm", "105 cm"], [90, 95, 100, 105]),
]
SOLUTION = [
    ["Jamal", "Pine", "100 cm"],
    ["Kezia", "Oak", "105 cm"],
    ["Luca", "Elm", "90 cm"],
    ["Mira", "Ash", "95 cm"],
]
CLUES = [
    ("Kezia jumped the highest.", lambda s: s.n(H, "Kezia") == 105),
    ("Luca cleared 10 cm less than Jamal.", lambda s: s.n(H, "Luca") == s.n(H, "Jamal") - 10),
    ("The jumper from Ash cleared 95 cm.", lambda s: s.same("Ash", "95 cm")),
    ("The Oak jumper beat the Pine jumper by 5 cm.", lambda s: s.n(H, "Oak") == s.n(H, "Pine") + 5),
]
QUESTIONS = [
    ("Which house is Luca in?", lambda s: s.v("Houses", "Luca")),
    ("How high did Mira jump?", lambda s: s.v(H, "Mira")),
]
NUM = None
DOT = False
INTRO = ["Four children, each from a different school house, reached the high jump final on sports day. Each cleared a different best height."]
OUTRO = []
REMARKS = INTRO + OUTRO
