# Puzzle book: order of acts in a show (first ... fifth).
O = "Order"
def o(s, x):
    return s.n(O, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Performers", ["Bianca", "Dmitri", "Lulu", "Marco", "Zara"]),
    ("Acts", ["clowning", "fire-eating", "juggling", "tightrope", "trapeze"]),
    ("Order", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ("Bianca", "trapeze", "fifth"),
    ("Dmitri", "fire-eating", "second"),
    ("Lulu", "clowning", "first"),
    ("Marco", "juggling", "third"),
    ("Zara", "tightrope", "fourth"),
]
INTRO = ["The Circus Fantastico's matinee had five acts, one after another, each by a different performer."]
CLUES = [
    ("The show opened with the clowning.", lambda s: o(s, "clowning") == 1),
    ("The trapeze act closed the show.", lambda s: o(s, "trapeze") == 5),
    ("Marco performed immediately after Dmitri.", lambda s: o(s, "Marco") == o(s, "Dmitri") + 1),
    ("Zara's act came somewhere after Marco's.", lambda s: o(s, "Zara") > o(s, "Marco")),
    ("Bianca didn't do the fire-eating.", lambda s: not s.same("Bianca", "fire-eating")),
    ("The juggling came just before the tightrope.", lambda s: o(s, "juggling") + 1 == o(s, "tightrope")),
    ("Lulu was on before Dmitri.", lambda s: o(s, "Lulu") < o(s, "Dmitri")),
    ("Dmitri did the fire-eating.", lambda s: s.same("Dmitri", "fire-eating")),
    ("Zara was not the last to perform.", lambda s: o(s, "Zara") != 5),
]
QUESTIONS = [("Who walked the tightrope?", lambda s: s.v("Performers", "tightrope"))]
REMARKS = INTRO
