F = "Fish"
CATEGORIES = [
    ("Penguins", ["Captain", "Flipper", "Nibbles", "Pebble", "Waddles"]),
    ("Schools", ["Ashfield", "Brookside", "Castle Hill", "Dovecote", "Elmwood"]),
    ("Fish", ["4 fish", "5 fish", "6 fish", "7 fish", "8 fish"], [4, 5, 6, 7, 8]),
]
SOLUTION = [
    ["Captain", "Castle Hill", "8 fish"],
    ["Flipper", "Ashfield", "5 fish"],
    ["Nibbles", "Elmwood", "4 fish"],
    ["Pebble", "Dovecote", "7 fish"],
    ["Waddles", "Brookside", "6 fish"],
]
CLUES = [
    ("Captain, who eats the most, was adopted by Castle Hill.",
     lambda s: s.n(F, "Captain") == 8 and s.same("Captain", "Castle Hill")),
    ("The penguin adopted by Ashfield eats one fish fewer than Waddles.", lambda s: s.n(F, "Ashfield") == s.n(F, "Waddles") - 1),
    ("Nibbles, Elmwood's penguin, eats the fewest fish.",
     lambda s: s.same("Nibbles", "Elmwood") and s.n(F, "Nibbles") == 4),
    ("Pebble eats two more fish than the Ashfield penguin.", lambda s: s.n(F, "Pebble") == s.n(F, "Ashfield") + 2),
    ("Pebble was not adopted by Brookside.", lambda s: not s.same("Pebble", "Brookside")),
]
QUESTIONS = [("Which penguin did Dovecote adopt?", lambda s: s.v("Penguins", "Dovecote"))]
NUM = "."
DOT = False
INTRO = ["Five schools each adopted one of the penguins at the city zoo. The keeper told them how many fish each penguin eats a day, and no two eat the same number."]
OUTRO = []
REMARKS = INTRO + OUTRO
