H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"]),
    ("Families", ["Abbott", "Brennan", "Castro", "Duke"]),
    ("Doors", ["blue", "green", "red", "yellow"]),
    ("Cars", ["hatchback", "minivan", "pickup", "sedan"]),
    ("Pets", ["beagle", "canary", "goldfish", "hamster"]),
]
SOLUTION = [
    ["1", "Castro", "green", "pickup", "hamster"],
    ["2", "Abbott", "red", "sedan", "beagle"],
    ["3", "Duke", "yellow", "minivan", "goldfish"],
    ["4", "Brennan", "blue", "hatchback", "canary"],
]
CLUES = [
    ("The Abbott family has a red front door.", lambda s: s.same("Abbott", "red")),
    ("The family with the pickup lives at one end of the lane.",
     lambda s: s.n(H, "pickup") in (1, 4)),
    ("The Brennans drive a hatchback.", lambda s: s.same("Brennan", "hatchback")),
    ("The green door is immediately to the left of the red door.",
     lambda s: s.n(H, "green") == s.n(H, "red") - 1),
    ("The beagle lives at the house with the sedan.", lambda s: s.same("beagle", "sedan")),
    ("The goldfish lives next door to the canary.", lambda s: near(s, "goldfish", "canary")),
    ("The Duke family lives somewhere between the Abbotts and the Brennans.",
     lambda s: min(s.n(H, "Abbott"), s.n(H, "Brennan")) < s.n(H, "Duke") < max(s.n(H, "Abbott"), s.n(H, "Brennan"))),
    ("The minivan is parked outside the house with the yellow door.", lambda s: s.same("minivan", "yellow")),
    ("The Brennans live at the right-hand end of the lane.", lambda s: s.n(H, "Brennan") == 4),
    ("The canary's owners drive the hatchback.", lambda s: s.same("canary", "hatchback")),
]
QUESTIONS = [
    ("Which family owns the goldfish?", lambda s: s.v("Families", "goldfish")),
    ("Which family drives the pickup?", lambda s: s.v("Families", "pickup")),
]
NUM = None
DOT = False
INTRO = ["Four families live in the four houses on Maple Lane, numbered 1 to 4 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
