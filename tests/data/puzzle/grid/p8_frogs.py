J = "Jumps"
def j(s, x):
    return s.n(J, x)
NUM = "1."
INTRO = ["Four children took their pet frogs to the school jumping contest. Can you find out whose frog is whose and how far each one jumped?"]
REMARKS = INTRO
CATEGORIES = [
    ("Frogs", ["Bubbles", "Hopper", "Lily", "Splash"]),
    ("Jumps", ["1.2 m", "1.5 m", "1.8 m", "2.1 m"], [12, 15, 18, 21]),
    ("Children", ["Ben", "Mia", "Raj", "Zoe"]),
]
SOLUTION = [("Bubbles", "1.8 m", "Mia"), ("Hopper", "2.1 m", "Raj"), ("Lily", "1.2 m", "Zoe"), ("Splash", "1.5 m", "Ben")]
CLUES = [
    ("Hopper jumped the farthest.", lambda s: j(s, "Hopper") == 21),
    ("Mia's frog jumped 0.6 m farther than Zoe's frog.", lambda s: j(s, "Mia") == j(s, "Zoe") + 6),
    ("Lily is not Ben's frog.", lambda s: not s.same("Lily", "Ben")),
    ("Splash jumped farther than Lily.", lambda s: j(s, "Splash") > j(s, "Lily")),
    ("Ben's frog is not Bubbles.", lambda s: not s.same("Ben", "Bubbles")),
    ("Raj's frog jumped 2.1 m.", lambda s: j(s, "Raj") == 21),
]
QUESTIONS = [("How far did Splash jump?", lambda s: s.v("Jumps", "Splash"))]
