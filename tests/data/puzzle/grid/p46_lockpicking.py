T = "Times"
CATEGORIES = [
    ("Entrants", ["Delia", "Hugo", "Kit", "Marguerite", "Sol", "Wren"]),
    ("Locks", ["combination", "disc detainer", "padlock", "pin tumbler", "tubular", "wafer"]),
    ("Times", ["38 seconds", "45 seconds", "52 seconds", "59 seconds", "66 seconds", "73 seconds"], [38, 45, 52, 59, 66, 73]),
]
SOLUTION = [
    ["Delia", "tubular", "52 seconds"],
    ["Hugo", "padlock", "38 seconds"],
    ["Kit", "disc detainer", "73 seconds"],
    ["Marguerite", "pin tumbler", "59 seconds"],
    ["Sol", "combination", "66 seconds"],
    ["Wren", "wafer", "45 seconds"],
]
CLUES = [
    ("Hugo opened his lock faster than anyone else.", lambda s: s.n(T, "Hugo") == 38),
    ("The pin tumbler took 7 seconds longer than Delia's lock.", lambda s: s.n(T, "pin tumbler") == s.n(T, "Delia") + 7),
    ("Kit took 14 seconds longer than the entrant who opened the pin tumbler.", lambda s: s.n(T, "Kit") == s.n(T, "pin tumbler") + 14),
    ("The wafer lock was opened in 45 seconds.", lambda s: s.same("wafer", "45 seconds")),
]
CLUES.append(("Sol needed 28 seconds more than the entrant with the padlock.", lambda s: s.n(T, "Sol") == s.n(T, "padlock") + 28))
CLUES.append(("Delia was given the tubular lock.", lambda s: s.same("Delia", "tubular")))
CLUES.append(("Marguerite was 7 seconds quicker than the entrant with the combination lock.", lambda s: s.n(T, "Marguerite") == s.n(T, "combination") - 7))
NUM = "."
INTRO = ["Six hobbyists entered the timed round of a lock-sport meet. Each was handed a different lock and opened it in a different time."]
REMARKS = INTRO
