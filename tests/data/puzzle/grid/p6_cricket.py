B = "Positions"
R = "Runs"
def pos(s, x):
    return s.n(B, x)
def runs(s, x):
    return s.n(R, x)
CATEGORIES = [
    ("Batsmen", ["Amir", "Blake", "Callum", "Dilip"]),
    ("Positions", ["No. 3", "No. 4", "No. 5", "No. 6"], [3, 4, 5, 6]),
    ("Runs", ["12", "27", "45", "63"], [12, 27, 45, 63]),
    ("Dismissals", ["bowled", "caught", "lbw", "run out"]),
]
CLUES = [
    ("The top scorer batted at No. 5.", lambda s: runs(s, "No. 5") == 63),
    ("Blake went in first of the four and was out lbw.", lambda s: pos(s, "Blake") == 3 and s.same("Blake", "lbw")),
    ("Callum made 15 more than Blake.", lambda s: runs(s, "Callum") == runs(s, "Blake") + 15),
    ("The batsman who was bowled went in immediately before Amir.", lambda s: pos(s, "bowled") == pos(s, "Amir") - 1),
    ("Run out was not Dilip's fate.", lambda s: not s.same("run out", "Dilip")),
    ("Dilip outscored Callum by 18.", lambda s: runs(s, "Dilip") == runs(s, "Callum") + 18),
    ("Callum went in after Dilip.", lambda s: pos(s, "Callum") > pos(s, "Dilip")),
    ("The No. 6 batsman was run out.", lambda s: s.same("No. 6", "run out")),
]
REMARKS = ["Middle order, Saturday's league match. Four batsmen, four scores, four ways out."]
QUESTIONS = [("Who was caught?", lambda s: s.v("Batsmen", "caught"))]
