CATEGORIES = [
    ("Children", ["Ada", "Bram", "Cleo", "Dom", "Esme"]),
    ("Animals", ["goat", "pig", "sheep", "cow", "donkey"]),
    ("Names", ["Buttercup", "Clover", "Daisy", "Pickle", "Stanley"]),
]
SOLUTION = [
    ["Ada", "sheep", "Clover"],
    ["Bram", "pig", "Pickle"],
    ["Cleo", "donkey", "Stanley"],
    ["Dom", "cow", "Buttercup"],
    ["Esme", "goat", "Daisy"],
]
CLUES = [
    ("Bram fed the pig, which isn't called Daisy or Buttercup.",
     lambda s: s.same("Bram", "pig") and not s.same("pig", "Daisy") and not s.same("pig", "Buttercup")),
    ("Neither Ada nor Esme fed the cow or the donkey.",
     lambda s: all(not s.same(c, a) for c in ("Ada", "Esme") for a in ("cow", "donkey"))),
    ("The goat, Daisy, wasn't fed by Ada.", lambda s: s.same("goat", "Daisy") and not s.same("Ada", "goat")),
    ("Cleo fed Stanley, who is not the cow.", lambda s: s.same("Cleo", "Stanley") and not s.same("Stanley", "cow")),
    ("Pickle isn't the sheep.", lambda s: not s.same("Pickle", "sheep")),
    ("Buttercup was fed by either Bram or Dom.", lambda s: s.same("Buttercup", "Bram") or s.same("Buttercup", "Dom")),
]
QUESTIONS = [("What is the sheep called?", lambda s: s.v("Names", "sheep"))]
NUM = ")"
DOT = False
INTRO = ["On the school trip to Hollow Farm, five children were each allowed to feed one animal, and every animal had its own name."]
OUTRO = []
REMARKS = INTRO + OUTRO
