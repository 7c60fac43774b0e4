W = "Walks"
CATEGORIES = [
    ("Sitters", ["Abby", "Cormac", "Lulu", "Raj"]),
    ("Dogs", ["Biscuit", "Pepper", "Rolo", "Ziggy"]),
    ("Breeds", ["beagle", "collie", "poodle", "pug"]),
    ("Walks", ["20 minutes", "35 minutes", "45 minutes", "1 hour"], [20, 35, 45, 60]),
]
SOLUTION = [
    ["Abby", "Ziggy", "pug", "20 minutes"],
    ["Cormac", "Biscuit", "collie", "1 hour"],
    ["Lulu", "Rolo", "beagle", "35 minutes"],
    ["Raj", "Pepper", "poodle", "45 minutes"],
]
CLUES = [
    ("The collie got the longest walk.", lambda s: s.n(W, "collie") == 60),
    ("Ziggy's walk was 15 minutes shorter than Lulu's.", lambda s: s.n(W, "Ziggy") == s.n(W, "Lulu") - 15),
    ("Raj's walk was 10 minutes longer than the beagle's.", lambda s: s.n(W, "Raj") == s.n(W, "beagle") + 10),
    ("Biscuit isn't the pug.", lambda s: not s.same("Biscuit", "pug")),
    ("Of Pepper and the dog Abby walked, one is a poodle and the other had a 20-minute walk.",
     lambda s: not s.same("Pepper", "Abby") and (
         (s.same("Pepper", "poodle") and s.same("Abby", "20 minutes")) or (s.same("Abby", "poodle") and s.same("Pepper", "20 minutes")))),
    ("Cormac didn't walk Rolo.", lambda s: not s.same("Cormac", "Rolo")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
