H = "Hours"
CATEGORIES = [
    ("Children", ["Billy", "Carla", "Eddie", "Jenny", "Toby"]),
    ("Colors", ["blue", "green", "red", "white", "yellow"]),
    ("Hours", ["1 hour", "2 hours", "3 hours", "4 hours", "5 hours"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Billy", "green", "3 hours"],
    ["Carla", "white", "5 hours"],
    ["Eddie", "red", "1 hour"],
    ["Jenny", "blue", "4 hours"],
    ["Toby", "yellow", "2 hours"],
]
CLUES = [
    ("Carla painted longer than anyone else.", lambda s: s.n(H, "Carla") == 5),
    ("The boy who painted the red section finished in just one hour.", lambda s: s.n(H, "red") == 1),
    ("Jenny painted one hour less than Carla.", lambda s: s.n(H, "Jenny") == s.n(H, "Carla") - 1),
    ("Toby didn't use green paint, and he painted for less time than Billy but more time than Eddie.",
     lambda s: not s.same("Toby", "green") and s.n(H, "Eddie") < s.n(H, "Toby") < s.n(H, "Billy")),
    ("The yellow section took two hours.", lambda s: s.same("yellow", "2 hours")),
    ("Neither Carla nor Jenny painted her section green.",
     lambda s: not s.same("Carla", "green") and not s.same("Jenny", "green")),
    ("The white section took longer to paint than the blue one.", lambda s: s.n(H, "white") > s.n(H, "blue")),
]
QUESTIONS = [("Which color did Billy paint?", lambda s: s.v("Colors", "Billy"))]
NUM = "."
INTRO = ["Mrs. Porter paid five neighborhood children to paint her long picket fence. She gave each child a different section and a different color, and each child spent a different number of hours on the job."]
OUTRO = []
REMARKS = INTRO + OUTRO
