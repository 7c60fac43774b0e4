# Puzzle-book style; lengths, hours, "respectively".
L = "Lengths"
H = "Hours"
def l(s, x):
    return s.n(L, x)
def h(s, x):
    return s.n(H, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Students", ["Faisal", "Gemma", "Horatio", "Isla"]),
    ("Woods", ["ash", "beech", "oak", "pine"]),
    ("Lengths", ["60 cm", "75 cm", "90 cm", "120 cm"], [60, 75, 90, 120]),
    ("Hours", ["4 hours", "5 hours", "7 hours", "10 hours"], [4, 5, 7, 10]),
]
SOLUTION = [("Faisal", "oak", "120 cm", "10 hours"), ("Gemma", "pine", "60 cm", "4 hours"),
            ("Horatio", "beech", "90 cm", "5 hours"), ("Isla", "ash", "75 cm", "7 hours")]
INTRO = ["At the evening woodwork class, four students each built a shelf from a different wood. The shelves were of different lengths and took different amounts of time."]
CLUES = [
    ("The longest shelf took the most hours to make.", lambda s: h(s, "120 cm") == 10),
    ("Gemma's shelf is 15 cm shorter than Isla's.", lambda s: l(s, "Gemma") == l(s, "Isla") - 15),
    ("The beech shelf took 1 hour longer than the pine one.", lambda s: h(s, "beech") == h(s, "pine") + 1),
    ("Faisal and Isla used oak and ash, respectively.", lambda s: s.same("Faisal", "oak") and s.same("Isla", "ash")),
    ("Horatio's shelf took less time than Isla's.", lambda s: h(s, "Horatio") < h(s, "Isla")),
    ("The 90 cm shelf is not made of pine.", lambda s: not s.same("90 cm", "pine")),
    ("Gemma used pine.", lambda s: s.same("Gemma", "pine")),
    ("The shortest shelf was made of pine.", lambda s: l(s, "pine") == 60),
]
QUESTIONS = [("How long is Horatio's shelf?", lambda s: s.v(L, "Horatio"))]
REMARKS = INTRO
