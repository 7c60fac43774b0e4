P = "Scores"
CATEGORIES = [
    ("Performers", ["Dottie", "Earl", "Flora", "Gus", "Hattie"]),
    ("Acts", ["banjo", "baton twirling", "juggling", "magic", "tap dance"]),
    ("Scores", ["18 points", "21 points", "24 points", "27 points", "30 points"], [18, 21, 24, 27, 30]),
]
SOLUTION = [
    ["Dottie", "tap dance", "27 points"],
    ["Earl", "magic", "18 points"],
    ["Flora", "banjo", "30 points"],
    ["Gus", "juggling", "21 points"],
    ["Hattie", "baton twirling", "24 points"],
]
CLUES = [
    ("The juggler scored 3 points more than Earl.", lambda s: s.n(P, "juggling") == s.n(P, "Earl") + 3),
    ("Flora earned a perfect 30, but she didn't tap dance.", lambda s: s.n(P, "Flora") == 30 and not s.same("Flora", "tap dance")),
    ("Hattie, who didn't play the banjo, scored 3 points less than the tap dancer.", lambda s: not s.same("Hattie", "banjo") and s.n(P, "Hattie") == s.n(P, "tap dance") - 3),
    ("Neither Gus nor Dottie performed the magic act.", lambda s: not s.same("Gus", "magic") and not s.same("Dottie", "magic")),
    ("The baton twirler outscored the juggler.", lambda s: s.n(P, "baton twirling") > s.n(P, "juggling")),
    ("Earl had the lowest score of the night.", lambda s: s.n(P, "Earl") == 18),
    ("Gus scored lower than Dottie.", lambda s: s.n(P, "Gus") < s.n(P, "Dottie")),
    ("Earl didn't play the banjo, and Dottie isn't the baton twirler.", lambda s: not s.same("Earl", "banjo") and not s.same("Dottie", "baton twirling")),
    ("The tap dancer wasn't Gus.", lambda s: not s.same("tap dance", "Gus")),
]
QUESTIONS = [("Who played the banjo?", lambda s: s.v("Performers", "banjo"))]
NUM = "."
DOT = True
INTRO = ["Five acts took the stage at the Maple Grove Grange talent night, and the judges gave each act a different score out of 30. "
         "Can you find each performer's act and score?"]
OUTRO = []
REMARKS = INTRO + OUTRO
