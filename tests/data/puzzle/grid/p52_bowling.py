# p52_bowling: 3x5, medium; scores and ball weights.
# solution:
#   Gus | 192 | 16 pounds
#   Hal | 148 | 12 pounds
#   Ingrid | 177 | 10 pounds
#   Joy | 210 | 11 pounds
#   Kurt | 163 | 14 pounds
S = "Scores"
W = "Balls"
CATEGORIES = [
    ("Bowlers", ["Gus", "Hal", "Ingrid", "Joy", "Kurt"]),
    ("Scores", ["148", "163", "177", "192", "210"], [148, 163, 177, 192, 210]),
    ("Balls", ["10 pounds", "11 pounds", "12 pounds", "14 pounds", "16 pounds"], [10, 11, 12, 14, 16]),
]
INTRO = ["Five bowlers in the Tuesday night league each used a ball of a different weight, "
         "and each bowled a different score in the first game."]
REMARKS = INTRO


def sc(s, x):
    return s.n(S, x)


def w(s, x):
    return s.n(W, x)


CLUES = [
    ("The bowler with the heaviest ball scored 15 pins more than Ingrid.",
     lambda s: sc(s, "16 pounds") == sc(s, "Ingrid") + 15),
    ("Joy bowled the high game of the night.", lambda s: sc(s, "Joy") == 210),
    ("Hal's ball weighs 2 pounds less than Kurt's.", lambda s: w(s, "Hal") == w(s, "Kurt") - 2),
    ("Ingrid used a lighter ball than Joy.", lambda s: w(s, "Ingrid") < w(s, "Joy")),
    ("The lowest score was bowled with a 12-pound ball.", lambda s: s.same("148", "12 pounds")),
    ("Kurt outscored Hal.", lambda s: sc(s, "Kurt") > sc(s, "Hal")),
    ("Kurt's ball is lighter than Gus's.", lambda s: w(s, "Kurt") < w(s, "Gus")),
]
