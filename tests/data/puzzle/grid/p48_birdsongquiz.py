S = "Scores"
CATEGORIES = [
    ("Birders", ["Dalia", "Eamon", "Fern", "Gus"]),
    ("Birds", ["cardinal", "robin", "warbler", "wren"]),
    ("Scores", ["72%", "80%", "88%", "96%"], [72, 80, 88, 96]),
]
SOLUTION = [
    ["Dalia", "wren", "88%"],
    ["Eamon", "robin", "72%"],
    ["Fern", "cardinal", "96%"],
    ["Gus", "warbler", "80%"],
]
CLUES = [
    ("Fern scored 16 percentage points higher than Gus.", lambda s: s.n(S, "Fern") == s.n(S, "Gus") + 16),
    ("The birder who named the robin first got the lowest score.", lambda s: s.n(S, "robin") == 72),
    ("Dalia scored 8 points more than the birder who named the warbler first.", lambda s: s.n(S, "Dalia") == s.n(S, "warbler") + 8),
    ("Dalia didn't name the cardinal.", lambda s: not s.same("Dalia", "cardinal")),
    ("Gus wasn't the one who named the robin.", lambda s: not s.same("Gus", "robin")),
]
QUESTIONS = [("Which bird did Dalia name first?", lambda s: s.v("Birds", "Dalia"))]
NUM = "."
INTRO = ["Four birders tried a birdsong quiz on a phone app. Each named a different bird first, and each got a different score."]
OUTRO = []
REMARKS = INTRO + OUTRO
