# Category lines: six booths at a fair (6 positions), four categories;
# "somewhere between", "immediately to Marvo's right", "at opposite ends".
H = "Booth"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
NUM = "1."
CATEGORIES = [
    ("Booth", ["1", "2", "3", "4", "5", "6"], [1, 2, 3, 4, 5, 6]),
    ("Canvas", ["blue", "green", "orange", "purple", "red", "yellow"]),
    ("Attraction", ["coconut shy", "fortune telling", "hall of mirrors", "hoopla", "shooting gallery", "strongman"]),
    ("Showman", ["Barnaby", "Ludo", "Marvo", "Queenie", "Tobias", "Zelda"]),
]
SOLUTION = [
    ("1", "purple", "fortune telling", "Zelda"),
    ("2", "red", "coconut shy", "Barnaby"),
    ("3", "yellow", "hoopla", "Marvo"),
    ("4", "green", "strongman", "Queenie"),
    ("5", "orange", "hall of mirrors", "Ludo"),
    ("6", "blue", "shooting gallery", "Tobias"),
]
CLUES = [
    ("Zelda's booth is purple.", lambda s: s.same("Zelda", "purple")),
    ("Tobias runs the shooting gallery.", lambda s: s.same("Tobias", "shooting gallery")),
    ("The purple and blue booths are at opposite ends of the row.", lambda s: {p(s, "purple"), p(s, "blue")} == {1, 6}),
    ("The coconut shy is next to the yellow booth.", lambda s: nextto(s, "coconut shy", "yellow")),
    ("Queenie runs the strongman act.", lambda s: s.same("Queenie", "strongman")),
    ("The hoopla is under yellow canvas.", lambda s: s.same("hoopla", "yellow")),
    ("The green booth is somewhere between the red booth and the shooting gallery.", lambda s: between(s, "green", "red", "shooting gallery")),
    ("The hall of mirrors is immediately to the right of the strongman.", lambda s: p(s, "hall of mirrors") == p(s, "strongman") + 1),
    ("The green booth stands immediately to Marvo's right.", lambda s: p(s, "green") == p(s, "Marvo") + 1),
    ("Ludo does not do the fortune telling.", lambda s: not s.same("Ludo", "fortune telling")),
    ("The yellow booth is the one immediately to the right of Barnaby's.", lambda s: p(s, "yellow") == p(s, "Barnaby") + 1),
    ("The coconut shy is under red canvas.", lambda s: s.same("coconut shy", "red")),
]
INTRO = ["Six booths stand in a row on the fairground, numbered 1 to 6 from left to right as you walk in. Each is run by a different showman and offers a different attraction under canvas of a different colour."]
OUTRO = ['Place every showman, attraction and colour of canvas.']
REMARKS = INTRO + OUTRO
