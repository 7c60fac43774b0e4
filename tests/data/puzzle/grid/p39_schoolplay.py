CATEGORIES = [
    ("Pupils", ["Amy", "Ben", "Cara"]),
    ("Roles", ["king", "wizard", "dragon"]),
    ("Costumes", ["gold", "green", "purple"]),
]
SOLUTION = [
    ["Amy", "wizard", "purple"],
    ["Ben", "dragon", "green"],
    ["Cara", "king", "gold"],
]
CLUES = [
    ("The dragon's costume was green, of course.", lambda s: s.same("dragon", "green")),
    ("Cara didn't play the wizard, and her costume wasn't purple.",
     lambda s: not s.same("Cara", "wizard") and not s.same("Cara", "purple")),
    ("Amy, who was not the king, didn't wear green.",
     lambda s: not s.same("Amy", "king") and not s.same("Amy", "green")),
    ("Ben wore the green costume.", lambda s: s.same("Ben", "green")),
]
QUESTIONS = [("Who played the king?", lambda s: s.v("Pupils", "king"))]
NUM = "."
DOT = False
INTRO = ["Three pupils had the main parts in the school play, and each wore a costume of a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
