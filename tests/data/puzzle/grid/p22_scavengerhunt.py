I = "Items found"
T = "Return times"
CATEGORIES = [
    ("Teams", ["Owls", "Foxes", "Badgers"]),
    ("Leaders", ["Mr Ng", "Mrs Obi", "Miss Park"]),
    ("Items found", ["9 items", "11 items", "13 items"], [9, 11, 13]),
    ("Return times", ["2:10", "2:20", "2:30"], [130, 140, 150]),
]
SOLUTION = [
    ["Owls", "Mrs Obi", "13 items", "2:30"],
    ["Foxes", "Miss Park", "9 items", "2:10"],
    ["Badgers", "Mr Ng", "11 items", "2:20"],
]
CLUES = [
    ("The team that found the most items came back last.", lambda s: s.same("13 items", "2:30")),
    ("Mr Ng's team found 2 more items than the Foxes.", lambda s: s.n(I, "Mr Ng") == s.n(I, "Foxes") + 2),
    ("The Owls got back 10 minutes after Mr Ng's team.", lambda s: s.n(T, "Owls") == s.n(T, "Mr Ng") + 10),
    ("Miss Park doesn't lead the Owls.", lambda s: not s.same("Miss Park", "Owls")),
]
QUESTIONS = [("Who leads the Foxes?", lambda s: s.v("Leaders", "Foxes"))]
NUM = ")"
DOT = False
INTRO = ["Three teams of cubs, each with its own leader, went on a scavenger hunt round the park one afternoon."]
OUTRO = []
REMARKS = INTRO + OUTRO
