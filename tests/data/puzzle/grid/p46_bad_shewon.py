R = "Places"
CATEGORIES = [
    ("Bakers", ["Marta", "Noelle", "Priscilla", "Rhoda"]),
    ("Cakes", ["carrot cake", "lemon drizzle", "parkin", "Victoria sponge"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Marta", "carrot cake", "1st"],
    ["Noelle", "Victoria sponge", "2nd"],
    ["Priscilla", "parkin", "3rd"],
    ["Rhoda", "lemon drizzle", "4th"],
]
CLUES = [
    ("Priscilla finished third with her parkin.", lambda s: s.same("Priscilla", "parkin") and s.n(R, "Priscilla") == 3),
    ("The lemon drizzle came last.", lambda s: s.n(R, "lemon drizzle") == 4),
    ("Rhoda baked the lemon drizzle.", lambda s: s.same("Rhoda", "lemon drizzle")),
    ("The carrot cake placed higher than the Victoria sponge.", lambda s: s.n(R, "carrot cake") < s.n(R, "Victoria sponge")),
]
BAD = (5, "Marta hugged Noelle when she was awarded first place.")
REFUSED = {BAD[1]: {
    "'Marta was awarded first place'": lambda s: s.n(R, "Marta") == 1,
    "'Noelle was awarded first place'": lambda s: s.n(R, "Noelle") == 1,
}}
EXPECT = 2
BAD_WHY = """Clue 5, "Marta hugged Noelle when she was awarded first place.", must be refused: "she" can be Marta or Noelle,
and the two readings give two different winners (and so two different solutions)."""
NUM = "."
INTRO = ["Four bakers entered the village show's cake competition, each with a different cake, and the judges placed them first to fourth."]
REMARKS = INTRO
