M = "Minutes"
CATEGORIES = [
    ("Pullers", ["Clara", "Effie", "Mabel", "Nellie"]),
    ("Flavors", ["molasses", "peppermint", "vanilla", "wintergreen"]),
    ("Minutes", ["10 minutes", "15 minutes", "20 minutes", "25 minutes"], [10, 15, 20, 25]),
]
SOLUTION = [
    ["Clara", "wintergreen", "20 minutes"],
    ["Effie", "molasses", "25 minutes"],
    ["Mabel", "vanilla", "10 minutes"],
    ["Nellie", "peppermint", "15 minutes"],
]
CLUES = [
    ("The molasses taffy was pulled longer than any other.", lambda s: s.n(M, "molasses") == 25),
    ("Mabel pulled her taffy 5 minutes less than Nellie pulled hers.",
     lambda s: s.n(M, "Mabel") == s.n(M, "Nellie") - 5),
    ("Clara's taffy, which wasn't peppermint, was pulled 10 minutes longer than Mabel's.",
     lambda s: not s.same("Clara", "peppermint") and s.n(M, "Clara") == s.n(M, "Mabel") + 10),
    ("The vanilla taffy was pulled for less time than the peppermint.",
     lambda s: s.n(M, "vanilla") < s.n(M, "peppermint")),
    ("Effie's taffy was pulled longer than Clara's.", lambda s: s.n(M, "Effie") > s.n(M, "Clara")),
]
QUESTIONS = [("Who made the wintergreen taffy?", lambda s: s.v("Pullers", "wintergreen"))]
NUM = "."
DOT = False
INTRO = ["Four sisters held an old-fashioned taffy pull in their grandmother's kitchen. Each cooked a different flavor of taffy and pulled it for a different length of time before it turned glossy."]
OUTRO = []
REMARKS = INTRO + OUTRO
