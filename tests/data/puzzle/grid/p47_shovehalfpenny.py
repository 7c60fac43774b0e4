P = "Points"
CATEGORIES = [
    ("Players", ["Cliff", "Eddie", "Len", "Reg"]),
    ("Pubs", ["the Anchor", "the Black Horse", "the George", "the Swan"]),
    ("Points", ["5", "7", "9", "11"], [5, 7, 9, 11]),
]
SOLUTION = [
    ["Cliff", "the George", "9"],
    ["Eddie", "the Anchor", "5"],
    ["Len", "the Swan", "11"],
    ["Reg", "the Black Horse", "7"],
]
CLUES = [
    ("Len beat the man from the Black Horse by four points.", lambda s: s.n(P, "Len") == s.n(P, "the Black Horse") + 4),
    ("Eddie, the Anchor's representative, scored fewer than Reg.",
     lambda s: s.same("Eddie", "the Anchor") and s.n(P, "Eddie") < s.n(P, "Reg")),
    ("Cliff doesn't drink at the Swan.", lambda s: not s.same("Cliff", "the Swan")),
    ("Cliff scored two points more than Reg.", lambda s: s.n(P, "Cliff") == s.n(P, "Reg") + 2),
]
QUESTIONS = [("How many points did Cliff score?", lambda s: s.v("Points", "Cliff"))]
NUM = "."
INTRO = ["Four men from four different pubs played in the shove ha'penny final at the Woodbridge Beer Festival, and no two of them finished on the same number of points."]
OUTRO = []
REMARKS = INTRO + OUTRO
