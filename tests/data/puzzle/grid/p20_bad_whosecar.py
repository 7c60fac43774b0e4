P = "Spaces"
CATEGORIES = [
    ("Friends", ["Anna", "Bridget", "Chloe", "Dora"]),
    ("Cars", ["blue", "green", "red", "white"]),
    ("Spaces", ["1", "2", "3", "4"], [1, 2, 3, 4]),
]
CLUES = [
    ("Dora parked in space 4, in the white car.", lambda s: s.same("Dora", "4") and s.same("Dora", "white")),
    ("Chloe parked immediately to the right of Anna.", lambda s: s.n(P, "Chloe") == s.n(P, "Anna") + 1),
    ("Chloe's car was green, and it was in space 3.", lambda s: s.same("Chloe", "green") and s.same("Chloe", "3")),
]
BAD = (4, "Anna parked next to Bridget, and she drove the red car.")
REFUSED = {BAD[1]: {
    "'she' = Anna": lambda s: abs(s.n(P, "Anna") - s.n(P, "Bridget")) == 1 and s.same("Anna", "red"),
    "'she' = Bridget": lambda s: abs(s.n(P, "Anna") - s.n(P, "Bridget")) == 1 and s.same("Bridget", "red"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four friends drove to the beach in four cars of different colours and parked side by side in spaces 1 to 4, numbered from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Anna parked next to Bridget, and she drove the red car.", must be
refused: "she" can be Anna or Bridget, and nothing in the clue or the puzzle
says which. The first half holds either way (Anna is in space 2, Bridget in
space 1). Without the clue the puzzle has two solutions (the red car is Anna's
or Bridget's, the blue car the other's). Read with "she" = Anna it gives one
solution, read with "she" = Bridget it gives the other, so a reader that picks
the nearest or the first-named woman answers confidently and may be wrong."""
