S = "Scores"
D = "Days"
CATEGORIES = [
    ("Students", ["Anouk", "Bilal", "Cerys", "Dev"]),
    ("Experiments", ["chromatography", "electrolysis", "flame test", "titration"]),
    ("Scores", ["72%", "78%", "84%", "90%"], [72, 78, 84, 90]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
]
SOLUTION = [
    ["Anouk", "electrolysis", "84%", "Tuesday"],
    ["Bilal", "flame test", "72%", "Thursday"],
    ["Cerys", "titration", "90%", "Monday"],
    ["Dev", "chromatography", "78%", "Wednesday"],
]
CLUES = [
    ("The titration report scored 6 points higher than the electrolysis report.",
     lambda s: s.n(S, "titration") == s.n(S, "electrolysis") + 6),
    ("Bilal handed his report in on Thursday.", lambda s: s.same("Bilal", "Thursday")),
    ("The report handed in on Monday got the top mark.", lambda s: s.n(S, "Monday") == 90),
    ("Dev's report was handed in the day after Anouk's.", lambda s: s.n(D, "Dev") == s.n(D, "Anouk") + 1),
    ("The flame test report got a lower score than the chromatography report.",
     lambda s: s.n(S, "flame test") < s.n(S, "chromatography")),
    ("Anouk didn't write up the titration.", lambda s: not s.same("Anouk", "titration")),
    ("The chromatography write-up was handed in sometime after the electrolysis one.",
     lambda s: s.n(D, "chromatography") > s.n(D, "electrolysis")),
    ("Bilal's mark was the lowest of the four.", lambda s: s.n(S, "Bilal") == 72),
]
QUESTIONS = [("What did Dev score?", lambda s: s.v("Scores", "Dev"))]
NUM = "."
INTRO = ["Lab Reports: four chemistry students each wrote up a different experiment, handed it in on a different day and got a different mark."]
OUTRO = []
REMARKS = INTRO + OUTRO
