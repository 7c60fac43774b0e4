D = "Distances"
CATEGORIES = [
    ("Walkers", ["Aidan", "Declan", "Nuala", "Siobhan"]),
    ("Causes", ["dog shelter", "hospice", "lifeboat", "mountain rescue"]),
    ("Distances", ["5 km", "7 km", "9 km", "11 km"], [5, 7, 9, 11]),
]
CLUES = [
    ("Aidan walked the furthest, for the mountain rescue.", lambda s: s.n(D, "Aidan") == 11 and s.same("Aidan", "mountain rescue")),
    ("Nuala, who walked for the lifeboat, covered 6 km less than Aidan.",
     lambda s: s.same("Nuala", "lifeboat") and s.n(D, "Nuala") == s.n(D, "Aidan") - 6),
    ("The hospice walk was 2 km longer than the one for the dog shelter.", lambda s: s.n(D, "hospice") == s.n(D, "dog shelter") + 2),
]
BAD = (3, "Siobhan walked a good bit further than Declan.")
REFUSED = {BAD[1]: {
    "'further than Declan, by any amount'": lambda s: s.n(D, "Siobhan") > s.n(D, "Declan"),
    "'at least 4 km further than Declan'": lambda s: s.n(D, "Siobhan") >= s.n(D, "Declan") + 4,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four friends from Castlebar did a sponsored walk on Saturday, each for a different cause, and each walked a different distance."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Siobhan walked a good bit further than Declan.", must be refused: "a
good bit further" says Siobhan walked further by a fair margin, but not how
much, and no convention in the puzzle fixes it. Without the clue the puzzle has
two solutions: Siobhan and Declan walked 9 km (for the hospice) and 7 km (for
the dog shelter) one way round or the other. Read as plain "further" the clue
picks the one where Siobhan walked only 2 km more than Declan, the smallest
gap the distances allow, which is hardly "a good bit"; read as "at least 4 km
further" it leaves no solution at all. A reader that drops "a good bit" gives
a confident answer the clue may well rule out."""
