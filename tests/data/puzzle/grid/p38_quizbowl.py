S = "Scores"
CATEGORIES = [
    ("Players", ["Leona", "Milo", "Nadia", "Oren"]),
    ("Schools", ["Brightwater", "Hillcrest", "Oakmont", "Riverside"]),
    ("Specialties", ["chemistry", "geography", "literature", "music"]),
    ("Scores", ["120 points", "150 points", "180 points", "210 points"], [120, 150, 180, 210]),
]
SOLUTION = [
    ["Leona", "Oakmont", "music", "180 points"],
    ["Milo", "Riverside", "chemistry", "120 points"],
    ["Nadia", "Brightwater", "geography", "210 points"],
    ["Oren", "Hillcrest", "literature", "150 points"],
]
CLUES = [
    ("The player from Riverside scored 60 points fewer than Leona.", lambda s: s.n(S, "Riverside") == s.n(S, "Leona") - 60),
    ("Nadia finished with the top score.", lambda s: s.n(S, "Nadia") == 210),
    ("The literature specialist scored 30 points more than the chemistry specialist.", lambda s: s.n(S, "literature") == s.n(S, "chemistry") + 30),
    ("Neither Oren nor the music specialist is from Brightwater.", lambda s: not s.same("Oren", "Brightwater") and not s.same("music", "Brightwater")),
    ("The player who scored 150 points isn't from Oakmont.", lambda s: not s.same("150 points", "Oakmont")),
    ("Of Milo and the player from Hillcrest, one specializes in chemistry and the other scored 150 points.",
     lambda s: not s.same("Milo", "Hillcrest") and (
         (s.same("Milo", "chemistry") and s.same("Hillcrest", "150 points")) or (s.same("Hillcrest", "chemistry") and s.same("Milo", "150 points")))),
    ("The geography specialist scored more than the player from Oakmont.", lambda s: s.n(S, "geography") > s.n(S, "Oakmont")),
]
QUESTIONS = [("What is Leona's specialty?", lambda s: s.v("Specialties", "Leona"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
