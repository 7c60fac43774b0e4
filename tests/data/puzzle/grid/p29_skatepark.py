S = "Scores"
A = "Ages"
CATEGORIES = [
    ("Skaters", ["Kai", "Luz", "Milo", "Nia", "Oz"]),
    ("Tricks", ["heelflip", "kickflip", "nollie", "pop shove-it", "tre flip"]),
    ("Scores", ["71 points", "76 points", "81 points", "86 points", "91 points"], [71, 76, 81, 86, 91]),
    ("Ages", ["13", "14", "15", "16", "17"], [13, 14, 15, 16, 17]),
]
SOLUTION = [
    ["Kai", "tre flip", "91 points", "15"],
    ["Luz", "kickflip", "76 points", "17"],
    ["Milo", "nollie", "86 points", "13"],
    ["Nia", "heelflip", "71 points", "16"],
    ["Oz", "pop shove-it", "81 points", "14"],
]
CLUES = [
    ("The highest score went to the tre flip.", lambda s: s.n(S, "tre flip") == 91),
    ("The 13-year-old scored 5 points more than Oz.", lambda s: s.n(S, "13") == s.n(S, "Oz") + 5),
    ("Nia had the lowest score, and she is a year younger than Luz.",
     lambda s: s.n(S, "Nia") == 71 and s.n(A, "Nia") == s.n(A, "Luz") - 1),
    ("The skater who landed the kickflip is the oldest.", lambda s: s.n(A, "kickflip") == 17),
    ("Of Kai and the 14-year-old, one scored 81 points and the other landed the tre flip.",
     lambda s: not s.same("Kai", "14") and (
         (s.same("Kai", "81 points") and s.same("14", "tre flip")) or
         (s.same("14", "81 points") and s.same("Kai", "tre flip")))),
    ("The nollie scored 10 points more than the kickflip.",
     lambda s: s.n(S, "nollie") == s.n(S, "kickflip") + 10),
    ("Kai is 2 years older than Milo.", lambda s: s.n(A, "Kai") == s.n(A, "Milo") + 2),
    ("Oz didn't land the heelflip.", lambda s: not s.same("Oz", "heelflip")),
    ("Oz isn't older than Kai.", lambda s: not s.n(A, "Oz") > s.n(A, "Kai")),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
