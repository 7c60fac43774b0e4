T = "Times"
L = "Lanes"
CATEGORIES = [
    ("Swimmers", ["Ffion", "Gideon", "Hester", "Ilias", "Juno"]),
    ("Times", ["59 seconds", "61 seconds", "63 seconds", "65 seconds", "67 seconds"], [59, 61, 63, 65, 67]),
    ("Lanes", ["lane 1", "lane 2", "lane 3", "lane 4", "lane 5"], [1, 2, 3, 4, 5]),
    ("Caps", ["black", "gold", "purple", "silver", "teal"]),
]
SOLUTION = [
    ["Ffion", "63 seconds", "lane 2", "teal"],
    ["Gideon", "59 seconds", "lane 4", "black"],
    ["Hester", "67 seconds", "lane 1", "silver"],
    ["Ilias", "61 seconds", "lane 5", "gold"],
    ["Juno", "65 seconds", "lane 3", "purple"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("Hester finished 4 seconds after Ffion.", lambda s: s.n(T, "Hester") == s.n(T, "Ffion") + 4),
    ("The swimmer in the gold cap was in the lane next to Gideon's.", lambda s: abs(s.n(L, "gold") - s.n(L, "Gideon")) == 1),
    ("The teal cap finished 2 seconds ahead of the purple cap.", lambda s: s.n(T, "teal") == s.n(T, "purple") - 2),
    ("Ilias was 2 seconds slower than Gideon.", lambda s: s.n(T, "Ilias") == s.n(T, "Gideon") + 2),
    ("Of Hester and the swimmer in black, one was in lane 1 and the other in lane 4.",
     lambda s: one_other(s, "Hester", "black", "lane 1", "lane 4")),
    ("Ffion didn't wear silver.", lambda s: not s.same("Ffion", "silver")),
    ("Ffion swam in the lane between Hester and Juno.", lambda s: s.n(L, "Ffion") * 2 == s.n(L, "Hester") + s.n(L, "Juno") and abs(s.n(L, "Hester") - s.n(L, "Juno")) == 2),
    ("The gold cap belonged to the second-fastest swimmer.", lambda s: s.n(T, "gold") == 61),
]
QUESTIONS = [("What colour cap did Juno wear?", lambda s: s.v("Caps", "Juno"))]
NUM = None
INTRO = ["100 m Freestyle: five swimmers raced in the final heat, one to a lane, each in a different coloured cap."]
OUTRO = []
REMARKS = INTRO + OUTRO
