P = "Places"
CATEGORIES = [
    ("Donkeys", ["Biscuit", "Clover", "Dolly", "Jasper", "Toffee"]),
    ("Riders", ["Amy", "Ben", "Chloe", "Jack", "Lily"]),
    ("Saddlecloths", ["blue", "green", "red", "white", "yellow"]),
    ("Places", ["first", "second", "third", "fourth", "fifth"]),
]
SOLUTION = [
    ["Biscuit", "Chloe", "blue", "second"],
    ["Clover", "Jack", "yellow", "fifth"],
    ["Dolly", "Amy", "red", "first"],
    ["Jasper", "Lily", "green", "fourth"],
    ["Toffee", "Ben", "white", "third"],
]
CLUES = [
    ("Dolly, who wore the red saddlecloth, won the race.", lambda s: s.same("Dolly", "red") and s.n(P, "Dolly") == 1),
    ("Jack's donkey came in last, one place behind the donkey in green.",
     lambda s: s.n(P, "Jack") == 5 and s.n(P, "green") == 4),
    ("Toffee finished immediately behind Biscuit.", lambda s: s.n(P, "Toffee") == s.n(P, "Biscuit") + 1),
    ("Ben didn't ride the donkey in blue, and Chloe didn't ride Jasper.",
     lambda s: not s.same("Ben", "blue") and not s.same("Chloe", "Jasper")),
    ("Amy, whose donkey didn't wear white, finished two places ahead of Ben.",
     lambda s: not s.same("Amy", "white") and s.n(P, "Amy") == s.n(P, "Ben") - 2),
    ("The yellow saddlecloth was on Clover.", lambda s: s.same("yellow", "Clover")),
    ("Lily's donkey wore green.", lambda s: s.same("Lily", "green")),
    ("Clover carried Jack.", lambda s: s.same("Clover", "Jack")),
    ("Biscuit finished ahead of Jasper.", lambda s: s.n(P, "Biscuit") < s.n(P, "Jasper")),
    ("Chloe finished two places ahead of Lily.", lambda s: s.n(P, "Chloe") == s.n(P, "Lily") - 2),
]
QUESTIONS = [("Who rode Toffee, and where did they finish?", lambda s: (s.v("Riders", "Toffee"), s.v("Places", "Toffee")))]
NUM = "."
INTRO = ["The donkey derby is the highlight of the August bank holiday on the sands at Cleethorpes.",
         "This year five children each rode a different donkey, and each donkey wore a saddlecloth of a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
