M = "Miles"
CATEGORIES = [
    ("Walkers", ["Farrah", "Gil", "Hana", "Ivo"]),
    ("Dogs", ["beagle", "boxer", "collie", "pug"]),
    ("Miles", ["1 mile", "2 miles", "3 miles", "4 miles"], [1, 2, 3, 4]),
]
CLUES = [
    ("Farrah walked the farthest.", lambda s: s.n(M, "Farrah") == 4),
    ("Ivo walked 2 miles more than Gil.", lambda s: s.n(M, "Ivo") == s.n(M, "Gil") + 2),
    ("Hana walked farther than Gil.", lambda s: s.n(M, "Hana") > s.n(M, "Gil")),
    ("The pug went on the longest walk.", lambda s: s.n(M, "pug") == 4),
    ("The collie's walker covered 1 mile less than Farrah.", lambda s: s.n(M, "collie") == s.n(M, "Farrah") - 1),
]
BAD = (3, "Gil's roommate walked the boxer.")
REFUSED = {BAD[1]: {
    "'Gil walked the boxer'": lambda s: s.same("Gil", "boxer"),
    "'someone other than Gil walked the boxer'": lambda s: not s.same("Gil", "boxer"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Gil's roommate walked the boxer.", must be refused: no category
says who shares a home with whom, so "Gil's roommate" names nobody the puzzle
knows. The other clues fix every distance and give the pug to Farrah and the
collie to Ivo, leaving the boxer and the beagle to Gil and Hana: two solutions.
Misread as "Gil walked the boxer" the puzzle has one solution; read as "someone
other than Gil walked the boxer" it has the other (Hana walked the boxer).
Either answer is a guess."""
