T = "Times"
CATEGORIES = [
    ("Scouts", ["Cody", "Dustin", "Jared", "Kyle", "Travis"]),
    ("Colors", ["black", "green", "orange", "purple", "yellow"]),
    ("Cars", ["Bullet", "Comet", "Lightning", "Rocket", "Thunder"]),
    ("Times", ["2.81 seconds", "2.87 seconds", "2.93 seconds", "2.99 seconds", "3.05 seconds"], [281, 287, 293, 299, 305]),
]
SOLUTION = [
    ["Cody", "purple", "Comet", "2.93 seconds"],
    ["Dustin", "black", "Thunder", "3.05 seconds"],
    ["Jared", "yellow", "Rocket", "2.81 seconds"],
    ["Kyle", "green", "Bullet", "2.99 seconds"],
    ["Travis", "orange", "Lightning", "2.87 seconds"],
]
CLUES = [
    ("The fastest car on the track, which was painted yellow, was named Rocket.",
     lambda s: s.n(T, "yellow") == 281 and s.same("yellow", "Rocket")),
    ("Dustin's car was the slowest of the five, but it wasn't the Bullet.",
     lambda s: s.n(T, "Dustin") == 305 and not s.same("Dustin", "Bullet")),
    ("Cody's car was six hundredths of a second faster than Kyle's.",
     lambda s: s.n(T, "Cody") == s.n(T, "Kyle") - 6),
    ("Of Travis's car and the purple one, one was named Lightning and the other ran 2.93 seconds.",
     lambda s: not s.same("Travis", "purple") and (
         (s.same("Travis", "Lightning") and s.same("purple", "2.93 seconds")) or
         (s.same("purple", "Lightning") and s.same("Travis", "2.93 seconds")))),
    ("The Comet's time was 0.06 seconds slower than Travis's.",
     lambda s: s.n(T, "Comet") == s.n(T, "Travis") + 6),
    ("The green car was faster than the black car but slower than the Comet.",
     lambda s: s.n(T, "Comet") < s.n(T, "green") < s.n(T, "black")),
    ("Jared's car wasn't orange.", lambda s: not s.same("Jared", "orange")),
]
QUESTIONS = [("What color was the Bullet?", lambda s: s.v("Colors", "Bullet"))]
NUM = "."
DOT = False
INTRO = ["Five Cub Scouts from Pack 40 raced the cars they had carved for the pinewood derby. Each car had a different name and a different color of paint, and each posted a different best time down the track."]
OUTRO = []
REMARKS = INTRO + OUTRO
