# No category lines: five train carriages, an intro saying carriage 1 is
# directly behind the engine and "behind" means further from it, unnumbered
# clues; jobs, destinations and hats. Leeds and the trilby occur only in the
# questions.
H = "Carriages"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = ""
CATEGORY_LINES = False
CATEGORIES = [
    ("Carriages", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Passengers", ["Olga", "Pavel", "Rhona", "Sione", "Tariq"]),
    ("Jobs", ["architect", "baker", "dentist", "farmer", "vet"]),
    ("Destinations", ["Bath", "Crewe", "Derby", "Leeds", "York"]),
    ("Hats", ["beanie", "beret", "bowler", "cap", "trilby"]),
]
SOLUTION = [
    ("1", "Olga", "vet", "Derby", "bowler"),
    ("2", "Pavel", "architect", "York", "cap"),
    ("3", "Rhona", "dentist", "Bath", "beret"),
    ("4", "Sione", "farmer", "Crewe", "trilby"),
    ("5", "Tariq", "baker", "Leeds", "beanie"),
]
INTRO = ["A train has five carriages, numbered 1 to 5. Carriage 1 is directly behind the engine and carriage 5 is at the back. One passenger sits in each carriage; each has a different job, is going to a different town and wears a different hat. In these clues, \"behind\" means further from the engine."]
CLUES = [
    ("Olga sits in the carriage directly behind the engine.", lambda s: h(s, "Olga") == 1),
    ("The architect is travelling to York.", lambda s: s.same("architect", "York")),
    ("Rhona sits in the middle carriage.", lambda s: h(s, "Rhona") == 3),
    ("The dentist sits immediately behind the architect.", lambda s: h(s, "dentist") == h(s, "architect") + 1),
    ("The passenger in the bowler hat is a vet.", lambda s: s.same("bowler", "vet")),
    ("Tariq is in the last carriage.", lambda s: h(s, "Tariq") == 5),
    ("The passenger going to Bath wears a beret.", lambda s: s.same("Bath", "beret")),
    ("The farmer sits next to the dentist.", lambda s: nextto(s, "farmer", "dentist")),
    ("Sione is going to Crewe.", lambda s: s.same("Sione", "Crewe")),
    ("Rhona works as a dentist.", lambda s: s.same("Rhona", "dentist")),
    ("Sione sits immediately in front of Tariq.", lambda s: h(s, "Sione") + 1 == h(s, "Tariq")),
    ("The beanie is worn by the baker.", lambda s: s.same("beanie", "baker")),
    ("Pavel wears a cap.", lambda s: s.same("Pavel", "cap")),
    ("The vet is not in the last carriage.", lambda s: h(s, "vet") != 5),
    ("The passenger bound for Derby sits somewhere in front of the dentist.", lambda s: h(s, "Derby") < h(s, "dentist")),
]
QUESTIONS = [("Who is going to Leeds?", lambda s: s.v("Passengers", "Leeds")),
             ("Who wears the trilby?", lambda s: s.v("Passengers", "trilby"))]
REMARKS = INTRO
