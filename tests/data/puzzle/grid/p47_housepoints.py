P = "Points"
CATEGORIES = [
    ("Houses", ["Drake", "Nelson", "Raleigh", "Wellington"]),
    ("Captains", ["Harriet", "Oliver", "Priya", "Tom"]),
    ("Colours", ["blue", "green", "red", "yellow"]),
    ("Points", ["120", "135", "150", "165"], [120, 135, 150, 165]),
]
SOLUTION = [
    ["Drake", "Priya", "green", "150"],
    ["Nelson", "Tom", "red", "120"],
    ["Raleigh", "Harriet", "yellow", "165"],
    ["Wellington", "Oliver", "blue", "135"],
]
CLUES = [
    ("The house that wears yellow won the sports day cup.", lambda s: s.n(P, "yellow") == 165),
    ("Nelson finished with 30 points fewer than Drake.", lambda s: s.n(P, "Nelson") == s.n(P, "Drake") - 30),
    ("Oliver's house, which isn't Drake, wears blue.", lambda s: not s.same("Oliver", "Drake") and s.same("Oliver", "blue")),
    ("Priya's house scored 15 points more than Wellington.", lambda s: s.n(P, "Priya") == s.n(P, "Wellington") + 15),
    ("Harriet isn't captain of Nelson.", lambda s: not s.same("Harriet", "Nelson")),
    ("The reds came last.", lambda s: s.n(P, "red") == 120),
    ("Tom's house doesn't wear green, and Harriet's house beat Priya's.",
     lambda s: not s.same("Tom", "green") and s.n(P, "Harriet") > s.n(P, "Priya")),
    ("Oliver isn't the Raleigh captain.", lambda s: not s.same("Oliver", "Raleigh")),
]
QUESTIONS = [("Which house does Tom captain?", lambda s: s.v("Houses", "Tom"))]
NUM = "."
INTRO = ["Hanbury Grammar School is divided into four houses, each with its own colour and its own captain from the sixth form.",
         "At this summer's sports day the four houses finished with different points totals."]
OUTRO = []
REMARKS = INTRO + OUTRO
