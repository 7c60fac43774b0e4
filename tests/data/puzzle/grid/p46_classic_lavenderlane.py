H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colours", ["blue", "green", "red", "white", "yellow"]),
    ("Residents", ["Otis", "Petra", "Quinn", "Rosa", "Sven"]),
    ("Jobs", ["baker", "dentist", "painter", "pilot", "teacher"]),
    ("Cars", ["Fiat", "Jeep", "Mini", "Skoda", "Volvo"]),
    ("Flowers", ["daisies", "irises", "lilies", "roses", "tulips"]),
]
SOLUTION = [
    ["1", "green", "Otis", "baker", "Fiat", "roses"],
    ["2", "white", "Petra", "dentist", "Volvo", "tulips"],
    ["3", "blue", "Quinn", "painter", "Mini", "daisies"],
    ["4", "yellow", "Rosa", "pilot", "Skoda", "irises"],
    ["5", "red", "Sven", "teacher", "Jeep", "lilies"],
]
CLUES = [
    ("The painter lives in the middle house.", lambda s: s.n(H, "painter") == 3),
    ("Otis lives at one end of the lane, next door to the dentist.",
     lambda s: s.n(H, "Otis") in (1, 5) and near(s, "Otis", "dentist")),
    ("The green house and the red house stand at the two ends of the lane.",
     lambda s: {s.n(H, "green"), s.n(H, "red")} == {1, 5}),
    ("The Volvo is parked outside the white house.", lambda s: s.same("Volvo", "white")),
    ("Rosa's house is immediately to the right of the blue house.", lambda s: s.n(H, "Rosa") == s.n(H, "blue") + 1),
    ("The teacher drives a Jeep.", lambda s: s.same("teacher", "Jeep")),
    ("Lilies grow in front of the red house.", lambda s: s.same("lilies", "red")),
    ("The pilot lives somewhere to the right of the dentist.", lambda s: s.n(H, "pilot") > s.n(H, "dentist")),
    ("Petra grows tulips.", lambda s: s.same("Petra", "tulips")),
    ("The Fiat's owner grows roses.", lambda s: s.same("Fiat", "roses")),
    ("Quinn's house is between Petra's and Rosa's.",
     lambda s: min(s.n(H, "Petra"), s.n(H, "Rosa")) < s.n(H, "Quinn") < max(s.n(H, "Petra"), s.n(H, "Rosa"))),
    ("The baker lives two houses away from the painter.", lambda s: abs(s.n(H, "baker") - s.n(H, "painter")) == 2),
]
CLUES.append(("The Skoda's owner lives immediately to the left of the house with lilies.", lambda s: s.n(H, "Skoda") == s.n(H, "lilies") - 1))
CLUES.append(("The pilot lives in the yellow house.", lambda s: s.same("pilot", "yellow")))
CLUES.append(("The Mini's owner lives immediately to the left of the house where irises grow.", lambda s: s.n(H, "Mini") == s.n(H, "irises") - 1))
NUM = "."
INTRO = ["Five houses stand side by side on Lavender Lane, numbered 1 to 5 from left to right as you face them from the street. Each has a different colour and a different resident, who has a different job, drives a different car and grows a different flower in the front garden."]
REMARKS = INTRO
QUESTIONS = [("Who drives the Skoda?", lambda s: s.v("Residents", "Skoda")),
             ("In which house are the daisies grown?", lambda s: s.v("Houses", "daisies"))]
