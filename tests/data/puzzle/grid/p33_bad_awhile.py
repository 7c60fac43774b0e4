T = "Boarding times"
CATEGORIES = [
    ("Passengers", ["Bruno", "Juno", "Kit", "Mara"]),
    ("Islands", ["Arran", "Bute", "Islay", "Mull"]),
    ("Boarding times", ["7:00am", "7:15am", "7:30am", "7:45am"], [420, 435, 450, 465]),
]
CLUES = [
    ("Bruno was the last to board.", lambda s: s.n(T, "Bruno") == 465),
    ("Bruno is bound for Bute.", lambda s: s.same("Bruno", "Bute")),
    ("Mara, who is going to Arran, boarded before Kit.",
     lambda s: s.same("Mara", "Arran") and s.n(T, "Mara") < s.n(T, "Kit")),
    ("Juno isn't going to Mull, and she didn't board first.",
     lambda s: not s.same("Juno", "Mull") and s.n(T, "Juno") != 420),
]
BAD = (3, "Juno boarded a while before the passenger bound for Mull.")
REFUSED = {BAD[1]: {
    "'before'": lambda s: s.n(T, "Juno") < s.n(T, "Mull"),
    "'at least 30 minutes before'": lambda s: s.n(T, "Juno") <= s.n(T, "Mull") - 30,
    "'exactly 15 minutes before'": lambda s: s.n(T, "Juno") == s.n(T, "Mull") - 15,
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Juno boarded a while before the passenger bound for Mull.", must be
refused: "a while" is no definite length of time. Without the clue the puzzle has
two solutions (Juno boarded at 7:15am and Kit, bound for Mull, at 7:30am; or Kit
at 7:15am and Juno at 7:30am). Read as plain "before", the clue picks the first,
with only 15 minutes between them, and a reader that drops "a while" answers
confidently. But if 15 minutes is not "a while" (read as "at least 30 minutes
before") no solution is left. Whether the puzzle has an answer at all turns on
what "a while" means, so the clue cannot be read."""
