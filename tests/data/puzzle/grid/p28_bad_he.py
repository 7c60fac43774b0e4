W = "Weights"
CATEGORIES = [
    ("Anglers", ["Omar", "Pete", "Quinn", "Rafe"]),
    ("Fish", ["bass", "carp", "perch", "pike"]),
    ("Weights", ["2 lbs", "4 lbs", "6 lbs", "8 lbs"], [2, 4, 6, 8]),
]
CLUES = [
    ("The carp weighed 2 lbs less than the pike.",
     lambda s: s.n(W, "carp") == s.n(W, "pike") - 2),
    ("Quinn caught the lightest fish, the perch.",
     lambda s: s.n(W, "Quinn") == 2 and s.same("Quinn", "perch")),
    ("The bass was the heaviest catch of the day.",
     lambda s: s.n(W, "bass") == 8),
    ("Rafe didn't land the pike, and Omar didn't land the carp.",
     lambda s: not s.same("Rafe", "pike") and not s.same("Omar", "carp")),
    ("Pete didn't catch the bass.",
     lambda s: not s.same("Pete", "bass")),
]
BAD = (3, "Omar's fish outweighed Pete's, and he caught the pike.")
REFUSED = {BAD[1]: {
    "'he' = Omar": lambda s: s.n(W, "Omar") > s.n(W, "Pete") and s.same("Omar", "pike"),
    "'he' = Pete": lambda s: s.n(W, "Omar") > s.n(W, "Pete") and s.same("Pete", "pike"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four anglers each landed one fish at the lake on Saturday."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Omar's fish outweighed Pete's, and he caught the pike.", must be
refused: "he" may be Omar or Pete, and both readings fit every other clue.
Its first half ("Omar's fish outweighed Pete's") holds in both solutions the
other clues leave, so only the pronoun decides. Read as Omar, the clue gives
Omar the 6-lb pike and Pete the carp; read as Pete, it gives Pete the pike and
Omar the bass. A reader that takes "he" for the subject of the sentence gives
a confident answer that may be the wrong one."""
