W = "Weights"
CATEGORIES = [
    ("Anglers", ["Mack", "Nora", "Pete", "Ruth"]),
    ("Fish", ["bass", "carp", "pike", "trout"]),
    ("Weights", ["4 lbs", "6 lbs", "8 lbs", "10 lbs"], [4, 6, 8, 10]),
]
CLUES = [
    ("The pike was the heaviest fish.", lambda s: s.n(W, "pike") == 10),
    ("Mack caught the carp.", lambda s: s.same("Mack", "carp")),
    ("Ruth's fish weighed 2 lbs less than Mack's.", lambda s: s.n(W, "Ruth") == s.n(W, "Mack") - 2),
    ("Pete didn't catch the pike.", lambda s: not s.same("Pete", "pike")),
    ("Pete caught the bass.", lambda s: s.same("Pete", "bass")),
]
BAD = (4, "Nora's fish weighed 4 lbs or so more than the trout.")
REFUSED = {BAD[1]: {
    "'exactly 4 lbs more'": lambda s: s.n(W, "Nora") == s.n(W, "trout") + 4,
    "'6 lbs more'": lambda s: s.n(W, "Nora") == s.n(W, "trout") + 6,
    "'more than the trout'": lambda s: s.n(W, "Nora") > s.n(W, "trout"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four friends went ice fishing, and each caught one fish of a different kind and weight."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Nora's fish weighed 4 lbs or so more than the trout.", must be refused:
"4 lbs or so" is a rough amount, not a difference the weights can be checked
against. Without it the puzzle has two solutions (Nora's pike outweighs the
trout by 4 lbs in one and by 6 lbs in the other). Read as exactly 4 lbs it
gives one of them, read as 6 lbs the other, and read as plain "more than" both
remain. A reader that drops "or so" answers with confidence on a guess."""
