# App style: unnumbered, a lower score is better.
S = "Scores"
def sc(s, x):
    return s.n(S, x)
NUM = ""
DOT = True
CATEGORIES = [
    ("Players", ["Ayesha", "Bruno", "Cosima", "Declan", "Esi"]),
    ("Balls", ["blue", "green", "orange", "red", "yellow"]),
    ("Scores", ["38", "41", "43", "47", "52"], [38, 41, 43, 47, 52]),
]
SOLUTION = [("Ayesha", "yellow", "41"), ("Bruno", "red", "47"), ("Cosima", "blue", "38"),
            ("Declan", "orange", "52"), ("Esi", "green", "43")]
INTRO = ["Five friends played a round of crazy golf. The lowest score wins."]
CLUES = [
    ("The player with the blue ball won.", lambda s: sc(s, "blue") == 38),
    ("Bruno took 6 more strokes than Ayesha.", lambda s: sc(s, "Bruno") == sc(s, "Ayesha") + 6),
    ("Declan finished last.", lambda s: sc(s, "Declan") == 52),
    ("Of Esi and the player with the red ball, one scored 43 and the other scored 47.",
     lambda s: not s.same("Esi", "red") and {sc(s, "Esi"), sc(s, "red")} == {43, 47}),
    ("The green ball was not Ayesha's.", lambda s: not s.same("green", "Ayesha")),
    ("Whoever played with the orange ball scored more than Esi.", lambda s: sc(s, "orange") > sc(s, "Esi")),
]
QUESTIONS = [("Who won?", lambda s: s.v("Players", "38"))]
REMARKS = INTRO
