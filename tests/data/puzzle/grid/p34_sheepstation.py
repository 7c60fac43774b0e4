D = "Distances"
CATEGORIES = [
    ("Stations", ["Boonah Downs", "Koolari", "Mulga Creek", "Yarrowee"]),
    ("Owners", ["the Cartwrights", "the Fergusons", "the McPhees", "the Nguyens"]),
    ("Distances", ["40 km", "55 km", "70 km", "85 km"], [40, 55, 70, 85]),
]
SOLUTION = [
    ["Boonah Downs", "the McPhees", "70 km"],
    ["Koolari", "the Cartwrights", "40 km"],
    ["Mulga Creek", "the Nguyens", "85 km"],
    ["Yarrowee", "the Fergusons", "55 km"],
]
CLUES = [
    ("The McPhees' station is 30 km further out of town than Koolari.", lambda s: s.n(D, "the McPhees") == s.n(D, "Koolari") + 30),
    ("Mulga Creek is the most remote of the four.", lambda s: s.n(D, "Mulga Creek") == 85),
    ("The Fergusons don't run Koolari, and their place is closer to town than Boonah Downs.",
     lambda s: not s.same("the Fergusons", "Koolari") and s.n(D, "the Fergusons") < s.n(D, "Boonah Downs")),
    ("The Cartwrights live 15 km closer to town than the Fergusons.", lambda s: s.n(D, "the Cartwrights") == s.n(D, "the Fergusons") - 15),
]
NUM = None
DOT = False
INTRO = ["Four sheep stations lie along the same dirt road out of Hay, each run by a different family and each a different distance from town."]
OUTRO = []
REMARKS = INTRO + OUTRO
