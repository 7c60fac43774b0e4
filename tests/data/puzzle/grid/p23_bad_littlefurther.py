D = "Distances"
CATEGORIES = [
    ("Cyclists", ["Mei", "Nico", "Orla", "Pavel"]),
    ("Bikes", ["e-bike", "folding", "hybrid", "racer"]),
    ("Distances", ["3 miles", "5 miles", "7 miles", "9 miles"], [3, 5, 7, 9]),
]
CLUES = [
    ("Nico rides the hybrid, and his ride is the shortest of the four.",
     lambda s: s.same("Nico", "hybrid") and s.n(D, "Nico") == 3),
    ("Mei has a folding bike.", lambda s: s.same("Mei", "folding")),
    ("Orla rides a racer.", lambda s: s.same("Orla", "racer")),
    ("The e-bike covers the longest distance.", lambda s: s.n(D, "e-bike") == 9),
]
BAD = (5, "Mei cycles a little further each day than Nico does.")
REFUSED = {BAD[1]: {
    "'further than Nico'": lambda s: s.n(D, "Mei") > s.n(D, "Nico"),
    "'2 miles further than Nico'": lambda s: s.n(D, "Mei") == s.n(D, "Nico") + 2,
    "'4 miles further than Nico'": lambda s: s.n(D, "Mei") == s.n(D, "Nico") + 4,
}}
EXPECT = 2
NUM = ")"
DOT = False
INTRO = [
    "Four friends cycle to work every day, each on a different kind of bike and each from a different distance away.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Mei cycles a little further each day than Nico does.", must be refused:
"a little further" is vague. Without it the puzzle has two solutions, one with
Mei on 5 miles (2 miles further than Nico) and one with Mei on 7 miles (4 miles
further), and "a little" does not say which gap is meant. Read as plain
"further" the clue leaves both solutions; read as "2 miles further" (one step
of the list) it gives a confident answer that the text does not support, and
read as "4 miles further" it gives the other."""
