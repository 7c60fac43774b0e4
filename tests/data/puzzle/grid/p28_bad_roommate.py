H = "Hours"
CATEGORIES = [
    ("Renters", ["Felipe", "Gianna", "Harlan", "Ines"]),
    ("Bikes", ["cruiser", "e-bike", "mountain bike", "tandem"]),
    ("Hours", ["1 hour", "2 hours", "3 hours", "4 hours"], [1, 2, 3, 4]),
]
CLUES = [
    ("The tandem was rented for 1 hour longer than the mountain bike.",
     lambda s: s.n(H, "tandem") == s.n(H, "mountain bike") + 1),
    ("The cruiser was rented for the shortest time.",
     lambda s: s.n(H, "cruiser") == 1),
    ("Felipe took out the tandem.",
     lambda s: s.same("Felipe", "tandem")),
    ("The e-bike was out longer than any other bike.",
     lambda s: s.n(H, "e-bike") == 4),
    ("Harlan didn't rent the mountain bike.",
     lambda s: not s.same("Harlan", "mountain bike")),
    ("Ines didn't rent the cruiser.",
     lambda s: not s.same("Ines", "cruiser")),
]
BAD = (3, "Gianna's roommate rented the e-bike.")
REFUSED = {BAD[1]: {
    "'Gianna rented the e-bike'": lambda s: s.same("Gianna", "e-bike"),
    "'someone other than Gianna rented the e-bike'": lambda s: not s.same("Gianna", "e-bike"),
}}
EXPECT = 3
NUM = "."
DOT = False
INTRO = ["Four people each rented a different bike from a seaside rental shop."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Gianna's roommate rented the e-bike.", must be refused: no category
says who shares a home with whom, so the clue cannot be read from the puzzle's
categories. Without it the puzzle has three solutions, in which the e-bike
(4 hours) went to Gianna, to Harlan or to Ines. Misread as "Gianna rented the
e-bike" (a possessive taken for the person) the clue gives one solution, a
confident wrong answer. Read as far as it can be read, "someone other than
Gianna rented the e-bike", it leaves two: the roommate may be Harlan or Ines,
and nothing in the puzzle says which."""
