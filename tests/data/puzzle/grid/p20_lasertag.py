S = "Scores"
CATEGORIES = [
    ("Players", ["Aria", "Blake", "Cyrus", "Delia", "Ezra"]),
    ("Vests", ["blue", "green", "purple", "red", "yellow"]),
    ("Codenames", ["Blaze", "Ghost", "Raven", "Storm", "Viper"]),
    ("Scores", ["1200 points", "1500 points", "1800 points", "2100 points", "2400 points"], [1200, 1500, 1800, 2100, 2400]),
]
SOLUTION = [
    ["Aria", "green", "Raven", "2100 points"],
    ["Blake", "red", "Ghost", "1200 points"],
    ["Cyrus", "purple", "Viper", "2400 points"],
    ["Delia", "blue", "Storm", "1500 points"],
    ["Ezra", "yellow", "Blaze", "1800 points"],
]
CLUES = [
    ("Cyrus topped the scoreboard.", lambda s: s.n(S, "Cyrus") == 2400),
    ("Blake scored the lowest, 300 points less than Storm.", lambda s: s.n(S, "Blake") == 1200 and s.n(S, "Storm") == 1500),
    ("The player in yellow scored 600 points more than Blake.", lambda s: s.n(S, "yellow") == s.n(S, "Blake") + 600),
    ("Raven scored more than Ezra but less than Cyrus.", lambda s: s.n(S, "Ezra") < s.n(S, "Raven") < s.n(S, "Cyrus")),
    ("Aria scored 300 points more than Ezra.", lambda s: s.n(S, "Aria") == s.n(S, "Ezra") + 300),
    ("Ghost scored fewer points than anyone else.", lambda s: s.n(S, "Ghost") == 1200),
    ("Aria wore green.", lambda s: s.same("Aria", "green")),
    ("Viper wasn't in red, blue or yellow.", lambda s: not s.same("Viper", "red") and not s.same("Viper", "blue") and not s.same("Viper", "yellow")),
    ("Blake wasn't Raven or Blaze, and he didn't wear blue.",
     lambda s: not s.same("Blake", "Raven") and not s.same("Blake", "Blaze") and not s.same("Blake", "blue")),
    ("The player in purple was not Raven.", lambda s: not s.same("purple", "Raven")),
]
QUESTIONS = [("What was Delia's codename?", lambda s: s.v("Codenames", "Delia"))]
NUM = "."
DOT = False
INTRO = ["Birthday party at the laser tag arena! Five players each wore a different colour vest, picked a different codename and got a different score."]
OUTRO = []
REMARKS = INTRO + OUTRO
