B = "Bounces"
CATEGORIES = [
    ("Children", ["Kit", "Lola", "Max", "Nell"]),
    ("Tricks", ["seat drop", "tuck jump", "star jump", "somersault"]),
    ("Bounces", ["10 bounces", "15 bounces", "20 bounces", "25 bounces"], [10, 15, 20, 25]),
]
SOLUTION = [
    ["Kit", "star jump", "15 bounces"],
    ["Lola", "somersault", "25 bounces"],
    ["Max", "seat drop", "10 bounces"],
    ["Nell", "tuck jump", "20 bounces"],
]
CLUES = [
    ("Lola did the most bounces.", lambda s: s.n(B, "Lola") == 25),
    ("Max did 5 bounces fewer than Kit.", lambda s: s.n(B, "Max") == s.n(B, "Kit") - 5),
    ("The star jump was done by Kit.", lambda s: s.same("star jump", "Kit")),
    ("Nell did not do the seat drop.", lambda s: not s.same("Nell", "seat drop")),
    ("The child who did the tuck jump did 20 bounces.", lambda s: s.same("tuck jump", "20 bounces")),
    ("Max did not do a somersault.", lambda s: not s.same("Max", "somersault")),
]
QUESTIONS = [("What trick did Lola do?", lambda s: s.v("Tricks", "Lola"))]
NUM = None
DOT = False
INTRO = ["Four friends took turns on the big trampoline. Each did one trick and a different number of bounces. Who did what?"]
OUTRO = []
REMARKS = INTRO + OUTRO
