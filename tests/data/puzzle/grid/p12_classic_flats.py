# Category lines; the positions are floors of a block of flats, floor 1 the
# lowest; unnumbered clues; "directly above", "somewhere below", "two floors
# below", "the top floor", "the bottom floor".
H = "Floors"
def h(s, x):
    return s.n(H, x)
DOT = False
CATEGORIES = [
    ("Floors", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Tenants", ["Moira", "Niall", "Olga", "Pavel", "Quinn"]),
    ("Jobs", ["chef", "dentist", "painter", "pianist", "postman"]),
    ("Pets", ["cat", "dog", "parrot", "rabbit", "snake"]),
]
SOLUTION = [
    ("1", "Moira", "chef", "parrot"),
    ("2", "Niall", "dentist", "cat"),
    ("3", "Olga", "painter", "rabbit"),
    ("4", "Pavel", "postman", "dog"),
    ("5", "Quinn", "pianist", "snake"),
]
INTRO = ["Five people live on the five floors of a small block of flats, one on each floor. Floor 1 is the lowest and floor 5 is the highest."]
CLUES = [
    ("Quinn lives on the top floor.", lambda s: h(s, "Quinn") == 5),
    ("The chef lives on the bottom floor.", lambda s: h(s, "chef") == 1),
    ("The dentist lives directly above the chef.", lambda s: h(s, "dentist") == h(s, "chef") + 1),
    ("Olga keeps a rabbit.", lambda s: s.same("Olga", "rabbit")),
    ("The painter lives directly below the postman.", lambda s: h(s, "painter") + 1 == h(s, "postman")),
    ("The snake belongs to the pianist.", lambda s: s.same("snake", "pianist")),
    ("Niall lives somewhere below Pavel.", lambda s: h(s, "Niall") < h(s, "Pavel")),
    ("The cat lives two floors below the dog.", lambda s: h(s, "cat") + 2 == h(s, "dog")),
    ("Moira does not keep the dog.", lambda s: not s.same("Moira", "dog")),
    ("The parrot's owner is the chef.", lambda s: s.same("parrot", "chef")),
    ("Olga lives on floor 3.", lambda s: h(s, "Olga") == 3),
    ("Pavel is not the pianist.", lambda s: not s.same("Pavel", "pianist")),
    ("Moira lives directly below Niall.", lambda s: h(s, "Moira") + 1 == h(s, "Niall")),
]
QUESTIONS = [("Who keeps the cat?", lambda s: s.v("Tenants", "cat")),
             ("What is Pavel's job?", lambda s: s.v("Jobs", "Pavel"))]
REMARKS = INTRO
