K = "Distances"
CATEGORIES = [
    ("Owners", ["Arlo", "Ben", "Cy", "Dan"]),
    ("Hamsters", ["Nibbles", "Peanut", "Squeak", "Toffee"]),
    ("Distances", ["1 km", "2 km", "3 km", "4 km"], [1, 2, 3, 4]),
]
CLUES = [
    ("Cy's hamster, Nibbles, ran the shortest distance.", lambda s: s.same("Cy", "Nibbles") and s.n(K, "Cy") == 1),
    ("Squeak ran 3 km.", lambda s: s.same("Squeak", "3 km")),
    ("Dan owns Squeak.", lambda s: s.same("Dan", "Squeak")),
    ("Arlo's hamster is Peanut.", lambda s: s.same("Arlo", "Peanut")),
]
BAD = (5, "Arlo told Ben that his hamster had run the farthest.")
REFUSED = {BAD[1]: {
    "'Arlo's hamster ran the farthest'": lambda s: s.n(K, "Arlo") == 4,
    "'Ben's hamster ran the farthest'": lambda s: s.n(K, "Ben") == 4,
}}
EXPECT = 2
NUM = "."
INTRO = ["Four friends fitted counters to their hamsters' wheels for one night. Each hamster ran a different distance."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Arlo told Ben that his hamster had run the farthest.", must be refused: "his"
can be Arlo or Ben. Without it Peanut and Toffee ran 2 km and 4 km in some order (two solutions);
each reading of "his" picks one of them."""
