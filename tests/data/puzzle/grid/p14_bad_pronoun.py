# Clue 2, "Anya lives next to Bo, and she drives a Jeep.": "she" is Anya or
# Bo; each reading gives a different single solution, and without the clue
# there are 3.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Names", ["Anya", "Bo", "Cleo", "Dara"]),
    ("Cars", ["Fiat", "Jeep", "Mini", "Seat"]),
    ("Instruments", ["harp", "oboe", "piano", "viola"]),
]
INTRO = ["Four neighbours live in a row of four houses, numbered 1 to 4 from left to right. Each drives a different make of car and plays a different instrument."]
CLUES = [
    ("Bo lives in house 1.", lambda s: h(s, "Bo") == 1),
    ("Cleo lives in house 3.", lambda s: h(s, "Cleo") == 3),
    ("The Seat is parked outside house 4.", lambda s: h(s, "Seat") == 4),
    ("The harpist lives next door to the pianist.", lambda s: nextto(s, "harp", "piano")),
    ("The oboe player drives a Fiat.", lambda s: s.same("oboe", "Fiat")),
    ("Dara plays the viola.", lambda s: s.same("Dara", "viola")),
    ("The Mini driver plays the piano.", lambda s: s.same("Mini", "piano")),
    ("The pianist does not live next to Dara.", lambda s: not nextto(s, "piano", "Dara")),
]
BAD = "Anya lives next to Bo, and she drives a Jeep."
ORDER = [c[0] for c in CLUES[:1]] + [BAD] + [c[0] for c in CLUES[1:]]
REFUSED = {
    BAD: {
        "she = Anya": lambda s: nextto(s, "Anya", "Bo") and s.same("Anya", "Jeep"),
        "she = Bo": lambda s: nextto(s, "Anya", "Bo") and s.same("Bo", "Jeep"),
    },
}
EXPECT = 3
QUESTIONS = [("Who drives the Jeep?", None)]
REMARKS = INTRO
BAD_WHY = """
Clue 2, "Anya lives next to Bo, and she drives a Jeep.", must be refused:
"she" can be Anya or Bo, both named just before it, and nothing in the
sentence says which. Read as Anya, the puzzle has one solution (Anya drives
the Jeep); read as Bo, a different one (Bo drives the Jeep); without the
clue, 3. The question "Who drives the Jeep?" gets a different answer under
each reading.
"""
