D = "Days"
H = "Hours"
CATEGORIES = [
    ("Volunteers", ["Abe", "Brenna", "Caleb", "Dolores"]),
    ("Tasks", ["driving", "greeting", "packing", "sorting"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
    ("Hours", ["2 hours", "3 hours", "4 hours", "5 hours"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Abe", "driving", "Wednesday", "3 hours"],
    ["Brenna", "sorting", "Monday", "5 hours"],
    ["Caleb", "greeting", "Thursday", "2 hours"],
    ["Dolores", "packing", "Tuesday", "4 hours"],
]
CLUES = [
    ("The volunteer who worked 5 hours came in on Monday.", lambda s: s.same("5 hours", "Monday")),
    ("Caleb worked 1 hour less than Abe.", lambda s: s.n(H, "Caleb") == s.n(H, "Abe") - 1),
    ("The packer worked the day after Brenna.", lambda s: s.n(D, "packing") == s.n(D, "Brenna") + 1),
    ("The greeter came in later in the week than the driver.", lambda s: s.n(D, "greeting") > s.n(D, "driving")),
    ("Neither Abe nor Dolores did the sorting.", lambda s: not s.same("Abe", "sorting") and not s.same("Dolores", "sorting")),
    ("The Thursday volunteer worked the fewest hours.", lambda s: s.n(H, "Thursday") == 2),
    ("Dolores didn't work 3 hours.", lambda s: not s.same("Dolores", "3 hours")),
    ("Brenna worked 3 hours more than Caleb.", lambda s: s.n(H, "Brenna") == s.n(H, "Caleb") + 3),
    ("Dolores volunteered earlier in the week than Abe.", lambda s: s.n(D, "Dolores") < s.n(D, "Abe")),
    ("The sorter put in the most hours.", lambda s: s.n(H, "sorting") == 5),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
