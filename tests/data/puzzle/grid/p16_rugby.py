P = "Points"
D = "Dates"
CATEGORIES = [
    ("Kickers", ["Tane", "Wiremu", "Hemi", "Rawiri"]),
    ("Clubs", ["Ponsonby", "Marist", "Grammar", "College Rifles"]),
    ("Points", ["6 points", "9 points", "14 points", "17 points"], [6, 9, 14, 17]),
    ("Dates", ["4 May", "11 May", "18 May", "25 May"], [4, 11, 18, 25]),
]
SOLUTION = [
    ["Tane", "Marist", "14 points", "18 May"],
    ["Wiremu", "College Rifles", "6 points", "4 May"],
    ["Hemi", "Ponsonby", "17 points", "25 May"],
    ["Rawiri", "Grammar", "9 points", "11 May"],
]
CLUES = [
    ("Tane and Hemi kick for Marist and Ponsonby, respectively.", lambda s: s.same("Tane", "Marist") and s.same("Hemi", "Ponsonby")),
    ("The highest score came in the last match of the month.", lambda s: s.same("17 points", "25 May")),
    ("Wiremu's best game was a week before Rawiri's.", lambda s: s.n(D, "Wiremu") == s.n(D, "Rawiri") - 7),
    ("The College Rifles kicker scored 3 points fewer than the player whose game was on 11 May.",
     lambda s: s.n(P, "College Rifles") == s.n(P, "11 May") - 3),
    ("Tane scored more than Rawiri but less than Hemi.", lambda s: s.n(P, "Rawiri") < s.n(P, "Tane") < s.n(P, "Hemi")),
    ("The Grammar kicker's game wasn't on 4 May.", lambda s: not s.same("Grammar", "4 May")),
    ("The College Rifles kicker isn't Rawiri.", lambda s: not s.same("College Rifles", "Rawiri")),
]
QUESTIONS = [("On what date did Tane play his best game?", lambda s: s.v(D, "Tane"))]
NUM = "."
DOT = False
INTRO = ["Our club rugby round-up looks back at May, when four goal-kickers from four different clubs each had their best game of the season, on four different Saturdays. Each kicked a different number of points in that game."]
OUTRO = []
REMARKS = INTRO + OUTRO
