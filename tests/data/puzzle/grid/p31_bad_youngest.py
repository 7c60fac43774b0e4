Y = "Years"
CATEGORIES = [
    ("Dogs", ["Biscuit", "Maple", "Pepper", "Ziggy"]),
    ("Adopters", ["Harlan", "Ingrid", "Jolene", "Kurt"]),
    ("Years", ["2019", "2020", "2021", "2022"], [2019, 2020, 2021, 2022]),
]
CLUES = [
    ("Ingrid adopted Maple.", lambda s: s.same("Ingrid", "Maple")),
    ("Pepper was adopted 1 year before Kurt's dog.", lambda s: s.n(Y, "Pepper") == s.n(Y, "Kurt") - 1),
    ("Harlan's dog was adopted in 2021.", lambda s: s.same("Harlan", "2021")),
    ("Ziggy wasn't adopted in 2019.", lambda s: not s.same("Ziggy", "2019")),
    ("Jolene didn't adopt Pepper.", lambda s: not s.same("Jolene", "Pepper")),
    ("Kurt didn't adopt Biscuit.", lambda s: not s.same("Kurt", "Biscuit")),
]
BAD = (3, "The youngest dog was adopted 2 years after Biscuit.")
REFUSED = {BAD[1]: {
    "'the dog adopted last (2022) was adopted 2 years after Biscuit'": lambda s: s.n(Y, "Biscuit") == 2020,
    "'some dog was adopted 2 years after Biscuit'": lambda s: s.n(Y, "Biscuit") <= 2020,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four dogs from the shelter each went home with a different adopter in a different year."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "The youngest dog was adopted 2 years after Biscuit.", must be refused:
the puzzle gives the dogs' adoption years, not their ages, and a dog adopted
later is not necessarily younger. A reader that takes "the youngest dog" to be
the dog adopted most recently (2022) answers with confidence (Biscuit in 2020,
so Maple in 2019), but nothing in the puzzle supports that reading. Without
the clue the puzzle has two solutions: Jolene adopted Biscuit in 2019 or in
2020, and Maple was adopted in the other of those two years."""
