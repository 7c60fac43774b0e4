T = "Sold out"
CATEGORIES = [
    ("Bakers", ["Bryony", "Clem", "Dot", "Ezra", "Flo"]),
    ("Flavours", ["banana", "carrot", "lemon", "red velvet", "vanilla"]),
    ("Sold out", ["10:15am", "10:45am", "11:15am", "11:45am", "12:15pm"], [615, 645, 675, 705, 735]),
]
SOLUTION = [
    ["Bryony", "lemon", "11:45am"],
    ["Clem", "vanilla", "10:15am"],
    ["Dot", "carrot", "12:15pm"],
    ["Ezra", "red velvet", "10:45am"],
    ["Flo", "banana", "11:15am"],
]
CLUES = [
    ("The red velvet cupcakes sold out half an hour after Clem's.", lambda s: s.n(T, "red velvet") == s.n(T, "Clem") + 30),
    ("Dot's tray was the last to sell out.", lambda s: s.n(T, "Dot") == 735),
    ("Flo's cupcakes were gone an hour before Dot's.", lambda s: s.n(T, "Flo") == s.n(T, "Dot") - 60),
    ("Either Bryony or the baker whose tray sold out at 10:15am made the vanilla cupcakes.",
     lambda s: (s.same("Bryony", "vanilla") or s.same("10:15am", "vanilla")) and not s.same("Bryony", "10:15am")),
    ("The lemon cupcakes sold out later than the banana ones.", lambda s: s.n(T, "lemon") > s.n(T, "banana")),
    ("Ezra didn't bake the carrot cupcakes.", lambda s: not s.same("Ezra", "carrot")),
    ("Ezra's tray sold out before Bryony's.", lambda s: s.n(T, "Ezra") < s.n(T, "Bryony")),
    ("Dot didn't make the lemon or the red velvet cupcakes.", lambda s: not s.same("Dot", "lemon") and not s.same("Dot", "red velvet")),
    ("Clem's tray sold out before Ezra's.", lambda s: s.n(T, "Clem") < s.n(T, "Ezra")),
    ("Flo's flavour wasn't lemon.", lambda s: not s.same("Flo", "lemon")),
]
NUM = None
DOT = False
INTRO = ["Hold on to your sprinkles! At this year's church fete five bakers each brought a tray of cupcakes in a different flavour, and each tray sold out at a different time. Can you match them up before the kettle boils?"]
OUTRO = []
REMARKS = INTRO + OUTRO
