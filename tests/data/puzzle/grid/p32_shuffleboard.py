A = "Ages"
S = "Scores"
CATEGORIES = [
    ("Players", ["Harold", "Mabel", "Vernon", "Winifred"]),
    ("Ages", ["71", "74", "77", "80"], [71, 74, 77, 80]),
    ("Scores", ["38 points", "45 points", "52 points", "59 points"], [38, 45, 52, 59]),
]
SOLUTION = [
    ["Harold", "77", "52 points"],
    ["Mabel", "80", "38 points"],
    ["Vernon", "71", "59 points"],
    ["Winifred", "74", "45 points"],
]
CLUES = [
    ("The oldest player had the lowest score.", lambda s: s.n(S, "80") == 38),
    ("Harold is 3 years older than Winifred.", lambda s: s.n(A, "Harold") == s.n(A, "Winifred") + 3),
    ("Vernon scored 14 points more than Winifred.", lambda s: s.n(S, "Vernon") == s.n(S, "Winifred") + 14),
    ("The 74-year-old didn't score 52 points.", lambda s: not s.same("74", "52 points")),
    ("Harold outscored Winifred.", lambda s: s.n(S, "Harold") > s.n(S, "Winifred")),
]
NUM = "."
DOT = False
INTRO = [
    "Shuffleboard at the Senior Center",
    "Four regulars at the Oak Hill Senior Center played a round of shuffleboard on Tuesday afternoon. No two of the players are the same age, and no two finished with the same score. Find each player's age and score.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
