P = "Places"
A = "Ages"
CATEGORIES = [
    ("Runners", ["Dev", "Ella", "Finn", "Gita"]),
    ("Teams", ["Otters", "Badgers", "Foxes", "Hares"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
    ("Ages", ["8", "9", "10", "11"], [8, 9, 10, 11]),
]
SOLUTION = [
    ["Dev", "Hares", "3rd", "9"],
    ["Ella", "Otters", "1st", "8"],
    ["Finn", "Foxes", "4th", "11"],
    ["Gita", "Badgers", "2nd", "10"],
]
CLUES = [
    ("The youngest runner won the race.", lambda s: s.n(P, "8") == 1),
    ("Finn, the oldest of the four, finished right behind Dev.",
     lambda s: s.n(A, "Finn") == 11 and s.n(P, "Finn") == s.n(P, "Dev") + 1),
    ("The runner from the Badgers finished ahead of both Dev and Finn.",
     lambda s: s.n(P, "Badgers") < s.n(P, "Dev") and s.n(P, "Badgers") < s.n(P, "Finn")),
    ("Neither Ella nor the Foxes runner is ten years old.",
     lambda s: not s.same("Ella", "10") and not s.same("Foxes", "10")),
    ("Dev is a year younger than the Badgers runner.", lambda s: s.n(A, "Dev") == s.n(A, "Badgers") - 1),
    ("Ella doesn't run for the Hares.", lambda s: not s.same("Ella", "Hares")),
    ("The last runner home was from the Foxes.", lambda s: s.n(P, "Foxes") == 4),
]
QUESTIONS = [("Which team does Ella run for?", lambda s: s.v("Teams", "Ella"))]
NUM = ")"
DOT = False
INTRO = ["Four children from different teams ran the 80-metre sprint at sports day. No two finished in the same place, and no two are the same age."]
OUTRO = []
REMARKS = INTRO + OUTRO
