# Category lines without full stops: four parking bays, an intro saying bay 1
# is on the left, unnumbered clues.
H = "Bays"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = ""
CATEGORIES = [
    ("Bays", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Drivers", ["Oona", "Piet", "Quinn", "Rosa"]),
    ("Cars", ["Honda", "Jaguar", "Skoda", "Tesla"]),
    ("Colours", ["black", "blue", "red", "silver"]),
]
SOLUTION = [
    ("1", "Quinn", "Tesla", "red"),
    ("2", "Oona", "Jaguar", "black"),
    ("3", "Rosa", "Skoda", "silver"),
    ("4", "Piet", "Honda", "blue"),
]
INTRO = ["Four cars are parked side by side in bays 1 to 4 of a small car park, with bay 1 on the left. Each car is a different make and a different colour."]
CLUES = [
    ("The Tesla is in bay 1.", lambda s: h(s, "Tesla") == 1),
    ("Oona parks next to Quinn.", lambda s: nextto(s, "Oona", "Quinn")),
    ("The silver car is a Skoda.", lambda s: s.same("silver", "Skoda")),
    ("Piet's car is blue.", lambda s: s.same("Piet", "blue")),
    ("The black car is immediately to the left of the silver car.", lambda s: h(s, "black") + 1 == h(s, "silver")),
    ("Rosa does not drive the Jaguar.", lambda s: not s.same("Rosa", "Jaguar")),
    ("Quinn's car is red.", lambda s: s.same("Quinn", "red")),
    ("The Jaguar is parked next to the Tesla.", lambda s: nextto(s, "Jaguar", "Tesla")),
    ("Piet parks at one end of the row.", lambda s: h(s, "Piet") in (1, 4)),
    ("The Skoda is not at either end of the row.", lambda s: h(s, "Skoda") not in (1, 4)),
    ("The Honda is not next to the Tesla.", lambda s: not nextto(s, "Honda", "Tesla")),
]
QUESTIONS = [("Which bay is Rosa's?", lambda s: s.v("Bays", "Rosa")),
             ("Who drives the Jaguar?", lambda s: s.v("Drivers", "Jaguar"))]
REMARKS = INTRO
