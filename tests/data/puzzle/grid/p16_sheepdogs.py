P = "Points"
R = "Running order"
CATEGORIES = [
    ("Handlers", ["Gwilym Pryce", "Moira Tulloch", "Angus Baird", "Fenella Roe", "Dai Probert"]),
    ("Dogs", ["Bess", "Cap", "Fly", "Moss", "Nell"]),
    ("Points", ["78 points", "84 points", "89 points", "91 points", "96 points"], [78, 84, 89, 91, 96]),
    ("Running order", ["1st", "2nd", "3rd", "4th", "5th"]),
]
SOLUTION = [
    ["Gwilym Pryce", "Cap", "89 points", "4th"],
    ["Moira Tulloch", "Nell", "96 points", "2nd"],
    ["Angus Baird", "Bess", "78 points", "1st"],
    ["Fenella Roe", "Moss", "91 points", "5th"],
    ["Dai Probert", "Fly", "84 points", "3rd"],
]
CLUES = [
    ("The trial was won by Nell, the dog who ran second.", lambda s: s.n(P, "Nell") == 96 and s.n(R, "Nell") == 2),
    ("Angus Baird's dog ran first but finished with the lowest score.", lambda s: s.n(R, "Angus Baird") == 1 and s.n(P, "Angus Baird") == 78),
    ("Cap scored 5 points more than Fly.", lambda s: s.n(P, "Cap") == s.n(P, "Fly") + 5),
    ("Fenella Roe's dog ran last.", lambda s: s.n(R, "Fenella Roe") == 5),
    ("Moss, who isn't Dai Probert's dog, scored 2 points more than Gwilym Pryce's dog.",
     lambda s: not s.same("Moss", "Dai Probert") and s.n(P, "Moss") == s.n(P, "Gwilym Pryce") + 2),
    ("The dog that ran third was Fly.", lambda s: s.n(R, "Fly") == 3),
    ("Gwilym Pryce does not handle Bess.", lambda s: not s.same("Gwilym Pryce", "Bess")),
    ("Dai Probert's dog ran immediately before Gwilym Pryce's.", lambda s: s.n(R, "Dai Probert") == s.n(R, "Gwilym Pryce") - 1),
]
QUESTIONS = [("Who handles Nell?", lambda s: s.v("Handlers", "Nell"))]
NUM = "."
DOT = False
INTRO = ["Five handlers and their dogs took part in the open sheepdog trial at Llanfair on Saturday, running one after another. The judges marked each run out of 100, and no two runs got the same score."]
OUTRO = []
REMARKS = INTRO + OUTRO
