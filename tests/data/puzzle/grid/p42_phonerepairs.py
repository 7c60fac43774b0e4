C = "Costs"
CATEGORIES = [
    ("Customers", ["Gemma", "Hugo", "Imani", "Jasper"]),
    ("Phones", ["Nexa", "Orbit", "Pulse", "Quill"]),
    ("Costs", ["$45", "$60", "$75", "$90"], [45, 60, 75, 90]),
]
SOLUTION = [
    ["Gemma", "Pulse", "$75"],
    ["Hugo", "Quill", "$45"],
    ["Imani", "Nexa", "$90"],
    ["Jasper", "Orbit", "$60"],
]
CLUES = [
    ("Imani's repair was the most expensive.", lambda s: s.n(C, "Imani") == 90),
    ("The Orbit repair cost $15 less than Gemma's.", lambda s: s.n(C, "Orbit") == s.n(C, "Gemma") - 15),
    ("Hugo paid less than the owner of the Orbit.", lambda s: s.n(C, "Hugo") < s.n(C, "Orbit")),
    ("The Nexa wasn't Hugo's phone.", lambda s: not s.same("Nexa", "Hugo")),
    ("The Pulse repair cost $30 more than Hugo's.", lambda s: s.n(C, "Pulse") == s.n(C, "Hugo") + 30),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
