S = "Scores"
CATEGORIES = [
    ("Players", ["Gwen", "Harold", "Ingrid", "Jasper", "Kofi"]),
    ("Words", ["JINX", "OXEN", "QUARTZ", "WALTZ", "ZEPHYR"]),
    ("Scores", ["34 points", "41 points", "57 points", "62 points", "80 points"], [34, 41, 57, 62, 80]),
]
SOLUTION = [
    ["Gwen", "ZEPHYR", "62 points"],
    ["Harold", "OXEN", "34 points"],
    ["Ingrid", "QUARTZ", "80 points"],
    ["Jasper", "JINX", "41 points"],
    ["Kofi", "WALTZ", "57 points"],
]
CLUES = [
    ("Ingrid's best word, which wasn't ZEPHYR, scored more than anyone else's.", lambda s: s.n(S, "Ingrid") == 80 and not s.same("Ingrid", "ZEPHYR")),
    ("The player who put down JINX scored 7 points more than Harold.", lambda s: s.n(S, "JINX") == s.n(S, "Harold") + 7),
    ("WALTZ scored 5 points fewer than Gwen's word.", lambda s: s.n(S, "WALTZ") == s.n(S, "Gwen") - 5),
    ("Kofi played neither QUARTZ nor ZEPHYR, and he scored more than Jasper.",
     lambda s: not s.same("Kofi", "QUARTZ") and not s.same("Kofi", "ZEPHYR") and s.n(S, "Kofi") > s.n(S, "Jasper")),
    ("OXEN was the lowest-scoring of the five words.", lambda s: s.n(S, "OXEN") == 34),
]
NUM = "."
DOT = False
INTRO = ["At the Wednesday Scrabble club, five players each recorded their best-scoring word of the evening. Can you match each player with the word and its score?"]
OUTRO = []
REMARKS = INTRO + OUTRO
