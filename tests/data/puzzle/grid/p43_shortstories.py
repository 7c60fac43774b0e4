P = "Lengths"
CATEGORIES = [
    ("First names", ["Colleen", "Dante", "Imogen", "Wesley"]),
    ("Last names", ["Abbott", "Farrell", "Nguyen", "Pruitt"]),
    ("Genres", ["mystery", "romance", "science fiction", "western"]),
    ("Lengths", ["6 pages", "9 pages", "12 pages", "15 pages"], [6, 9, 12, 15]),
]
SOLUTION = [
    ["Colleen", "Pruitt", "western", "12 pages"],
    ["Dante", "Abbott", "mystery", "15 pages"],
    ["Imogen", "Nguyen", "science fiction", "6 pages"],
    ["Wesley", "Farrell", "romance", "9 pages"],
]
CLUES = [
    ("The mystery was 3 pages longer than Ms. Pruitt's story.", lambda s: s.n(P, "mystery") == s.n(P, "Pruitt") + 3),
    ("Imogen's story was the shortest, but it wasn't the romance.",
     lambda s: s.n(P, "Imogen") == 6 and not s.same("Imogen", "romance")),
    ("Wesley, who isn't Mr. Abbott, wrote the romance.", lambda s: not s.same("Wesley", "Abbott") and s.same("Wesley", "romance")),
    ("Of Colleen and Mr. Abbott, one wrote the western and the other wrote the longest story.",
     lambda s: (s.same("Colleen", "western") and s.n(P, "Abbott") == 15) or (s.same("Abbott", "western") and s.n(P, "Colleen") == 15)),
    ("Nguyen's story is 6 pages shorter than Colleen's.", lambda s: s.n(P, "Nguyen") == s.n(P, "Colleen") - 6),
    ("Dante's story was longer than Colleen's.", lambda s: s.n(P, "Dante") > s.n(P, "Colleen")),
]
NUM = "."
DOT = False
INTRO = ["Four students in a community college writing class each entered a short story in the county library's fiction contest.",
         "Can you find each writer's full name, the genre of the story and its length?"]
OUTRO = []
REMARKS = INTRO + OUTRO
