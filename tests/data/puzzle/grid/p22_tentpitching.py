T = "Times"
Z = "Tent sizes"
CATEGORIES = [
    ("Patrols", ["Kestrels", "Otters", "Puffins", "Stags"]),
    ("Tents", ["blue", "green", "orange", "red"]),
    ("Times", ["6 minutes", "8 minutes", "9 minutes", "12 minutes"], [6, 8, 9, 12]),
    ("Leaders", ["Ruth", "Sanjay", "Tom", "Vic"]),
    ("Tent sizes", ["2-person", "3-person", "4-person", "6-person"], [2, 3, 4, 6]),
]
SOLUTION = [
    ["Kestrels", "orange", "9 minutes", "Sanjay", "4-person"],
    ["Otters", "green", "12 minutes", "Ruth", "6-person"],
    ["Puffins", "blue", "6 minutes", "Vic", "2-person"],
    ["Stags", "red", "8 minutes", "Tom", "3-person"],
]
CLUES = [
    ("The biggest tent took the longest to put up.", lambda s: s.same("6-person", "12 minutes")),
    ("The smallest tent was up in 6 minutes.", lambda s: s.same("2-person", "6 minutes")),
    ("The Puffins were quicker than the Stags.", lambda s: s.n(T, "Puffins") < s.n(T, "Stags")),
    ("The Stags were 1 minute quicker than Sanjay's patrol.", lambda s: s.n(T, "Stags") == s.n(T, "Sanjay") - 1),
    ("The blue tent belongs to Vic's patrol.", lambda s: s.same("blue", "Vic")),
    ("The Otters took 3 minutes longer than the Kestrels.", lambda s: s.n(T, "Otters") == s.n(T, "Kestrels") + 3),
    ("Ruth's patrol was the slowest, and it pitched the green tent.",
     lambda s: s.n(T, "Ruth") == 12 and s.same("Ruth", "green")),
    ("The Kestrels' tent is bigger than the Stags' tent.", lambda s: s.n(Z, "Kestrels") > s.n(Z, "Stags")),
    ("The red tent went up in 8 minutes.", lambda s: s.same("red", "8 minutes")),
]
QUESTIONS = [
    ("How long did the Otters take?", lambda s: s.v(T, "Otters")),
    ("Who leads the Stags?", lambda s: s.v("Leaders", "Stags")),
]
NUM = ")"
DOT = False
INTRO = ["On the first morning of scout camp, four patrols raced to put up their tents. Each patrol has a different leader and a tent of a different colour and size."]
OUTRO = []
REMARKS = INTRO + OUTRO
