T = "Turns"
CATEGORIES = [
    ("Players", ["Gemma", "Harry", "Isla"]),
    ("Markers", ["pebble", "button", "bottle top"]),
    ("Turns", ["first", "second", "third"], [1, 2, 3]),
]
SOLUTION = [
    ["Gemma", "button", "third"],
    ["Harry", "pebble", "first"],
    ["Isla", "bottle top", "second"],
]
CLUES = [
    ("The player with the bottle top went right after Harry.", lambda s: s.n(T, "bottle top") == s.n(T, "Harry") + 1),
    ("Gemma didn't throw the pebble, and she went after Isla.",
     lambda s: not s.same("Gemma", "pebble") and s.n(T, "Gemma") > s.n(T, "Isla")),
    ("The button was thrown last.", lambda s: s.n(T, "button") == 3),
]
QUESTIONS = [("Who threw the bottle top?", lambda s: s.v("Players", "bottle top"))]
NUM = "."
DOT = False
INTRO = ["Three friends played hopscotch at break time. Each threw a different marker, and they took turns one after another."]
OUTRO = []
REMARKS = INTRO + OUTRO
