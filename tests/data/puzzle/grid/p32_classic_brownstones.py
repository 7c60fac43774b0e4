H = "Houses"
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Doors", ["black", "ivory", "maroon", "navy", "olive"]),
    ("Residents", ["Oscar", "Percy", "Quentin", "Rupert", "Sidney"]),
    ("Jobs", ["banker", "dentist", "pharmacist", "tailor", "teacher"]),
    ("Drinks", ["apple juice", "buttermilk", "cocoa", "espresso", "seltzer"]),
    ("Pets", ["collie", "ferret", "finch", "iguana", "rabbit"]),
]
SOLUTION = [
    ["1", "navy", "Quentin", "tailor", "seltzer", "finch"],
    ["2", "olive", "Sidney", "banker", "cocoa", "rabbit"],
    ["3", "black", "Percy", "teacher", "apple juice", "collie"],
    ["4", "ivory", "Oscar", "pharmacist", "buttermilk", "ferret"],
    ["5", "maroon", "Rupert", "dentist", "espresso", "iguana"],
]
CLUES = [
    ("The dentist lives behind the maroon door.", lambda s: s.same("dentist", "maroon")),
    ("The pharmacist drinks buttermilk.", lambda s: s.same("pharmacist", "buttermilk")),
    ("The tailor's front door is navy.", lambda s: s.same("tailor", "navy")),
    ("Quentin keeps a finch.", lambda s: s.same("Quentin", "finch")),
    ("The dentist lives at the right-hand end of the row.", lambda s: s.n(H, "dentist") == 5),
    ("Sidney's door is olive.", lambda s: s.same("Sidney", "olive")),
    ("Apple juice is drunk in the middle house.", lambda s: s.n(H, "apple juice") == 3),
    ("The man who drinks cocoa owns a rabbit.", lambda s: s.same("cocoa", "rabbit")),
    ("Rupert lives in house 5.", lambda s: s.same("Rupert", "5")),
    ("The collie lives behind the black door.", lambda s: s.same("collie", "black")),
    ("The collie's home is house 3.", lambda s: s.same("collie", "3")),
    ("Quentin drinks seltzer.", lambda s: s.same("Quentin", "seltzer")),
    ("The banker is the one with the rabbit.", lambda s: s.same("banker", "rabbit")),
    ("Oscar owns the ferret.", lambda s: s.same("Oscar", "ferret")),
    ("Sidney lives directly to the right of the seltzer drinker.", lambda s: s.n(H, "Sidney") == s.n(H, "seltzer") + 1),
]
QUESTIONS = [("Who owns the iguana?", lambda s: s.v("Residents", "iguana")),
             ("What does the teacher drink?", lambda s: s.v("Drinks", "teacher"))]
NUM = None
DOT = False
INTRO = [
    "Five brownstones stand in a row on Garfield Place, numbered 1 to 5 from left to right as seen from the sidewalk. Each has a front door of a different color, and in each lives a man with a different job, a different favorite drink and a different pet.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
