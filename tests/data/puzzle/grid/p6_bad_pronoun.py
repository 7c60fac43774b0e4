# Clue 3, "Gladys finished ahead of Hortense, but she didn't bake the pecan pie.",
# has a pronoun with two antecedents: "she" is Gladys or Hortense, and each
# reading gives a different unique solution.
PL = "Places"
A = "Ages"
def pl(s, x):
    return s.n(PL, x)
def age(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Bakers", ["Gladys", "Hortense", "Irma", "Jean"]),
    ("Pies", ["apple", "cherry", "pecan", "pumpkin"]),
    ("Places", ["first", "second", "third", "fourth"]),
    ("Ages", ["44", "52", "67", "79"], [44, 52, 67, 79]),
]
CLUES = [
    ("Irma's cherry pie came in last.", lambda s: s.same("Irma", "cherry") and pl(s, "Irma") == 4),
    ("The pumpkin pie, which Jean baked, placed one spot ahead of the cherry.",
     lambda s: s.same("pumpkin", "Jean") and pl(s, "pumpkin") == pl(s, "cherry") - 1),
    ("The baker who came in last is 79 years old.", lambda s: age(s, "fourth") == 79),
    ("Jean is 15 years older than the winner.", lambda s: age(s, "Jean") == age(s, "first") + 15),
    ("Hortense is the youngest of the four women.", lambda s: age(s, "Hortense") == 44),
]
REFUSED = {
    "Gladys finished ahead of Hortense, but she didn't bake the pecan pie.": {
        "'she' = Gladys": lambda s: pl(s, "Gladys") < pl(s, "Hortense") and not s.same("Gladys", "pecan"),
        "'she' = Hortense": lambda s: pl(s, "Gladys") < pl(s, "Hortense") and not s.same("Hortense", "pecan"),
        "its sound part only (Gladys finished ahead of Hortense)": lambda s: pl(s, "Gladys") < pl(s, "Hortense"),
    },
}
EXPECT = 2
REMARKS = ["Four ladies from the Maple Grove Garden Club entered the pie contest at the county fair. Each baked a different kind of pie, the judges placed all four, and no two of the women are the same age. Can you find each baker's pie, her place and her age?"]
QUESTIONS = [("Who baked the pecan pie?", None)]
