# Clue 6, "Elen keeps the tortoise.": no neighbour is called Elen; the name
# is one letter from both Ellen and Helen, and each guess gives a different
# single solution.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = ""
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Names", ["Ellen", "Helen", "Ivor", "Jude"]),
    ("Pets", ["cat", "dog", "parrot", "tortoise"]),
    ("Drinks", ["cocoa", "coffee", "milk", "tea"]),
]
INTRO = ["Four neighbours live in four houses in a row, numbered 1 to 4 from left to right. Each keeps a different pet and has a different favourite drink."]
CLUES = [
    ("Ellen lives in house 1.", lambda s: h(s, "Ellen") == 1),
    ("Helen lives next door to Ellen.", lambda s: nextto(s, "Helen", "Ellen")),
    ("Jude lives at the right-hand end.", lambda s: h(s, "Jude") == 4),
    ("Jude keeps a dog.", lambda s: s.same("Jude", "dog")),
    ("The parrot lives in house 3.", lambda s: h(s, "parrot") == 3),
    ("The cat owner drinks milk.", lambda s: s.same("cat", "milk")),
    ("Jude drinks tea.", lambda s: s.same("Jude", "tea")),
    ("Coffee is drunk in house 3.", lambda s: h(s, "coffee") == 3),
]
BAD = "Elen keeps the tortoise."
ORDER = [c[0] for c in CLUES[:5]] + [BAD] + [c[0] for c in CLUES[5:]]
REFUSED = {
    BAD: {
        "Elen = Ellen": lambda s: s.same("Ellen", "tortoise"),
        "Elen = Helen": lambda s: s.same("Helen", "tortoise"),
    },
}
EXPECT = 2
QUESTIONS = [("Who drinks milk?", None)]
REMARKS = INTRO
BAD_WHY = """
The sixth clue (the clues are not numbered), "Elen keeps the tortoise.", must
be refused: no neighbour is called Elen. The name is one letter away from
both Ellen and Helen, so a guess cannot be made safely. Read as Ellen, the
puzzle has one solution (Helen keeps the cat and drinks milk); read as Helen,
a different one (Ellen drinks milk); without the clue, 2.
"""
