CATEGORIES = [
    ("Kids", ["Amir", "Bella", "Carlos", "Dana"]),
    ("Games", ["four square", "hopscotch", "jump rope", "tag"]),
    ("Snacks", ["apple", "crackers", "grapes", "yogurt"]),
]
SOLUTION = [
    ["Amir", "tag", "grapes"],
    ["Bella", "jump rope", "apple"],
    ["Carlos", "four square", "yogurt"],
    ["Dana", "hopscotch", "crackers"],
]
CLUES = [
    ("The child who played hopscotch ate crackers.", lambda s: s.same("hopscotch", "crackers")),
    ("Amir didn't play jump rope or hopscotch.", lambda s: not s.same("Amir", "jump rope") and not s.same("Amir", "hopscotch")),
    ("Bella ate an apple.", lambda s: s.same("Bella", "apple")),
    ("Carlos played four square, but he didn't eat grapes.", lambda s: s.same("Carlos", "four square") and not s.same("Carlos", "grapes")),
    ("Neither Amir nor Carlos ate crackers.", lambda s: not s.same("Amir", "crackers") and not s.same("Carlos", "crackers")),
]
QUESTIONS = [("What did Dana play?", lambda s: s.v("Games", "Dana")),
             ("Who ate the grapes?", lambda s: s.v("Kids", "grapes"))]
NUM = ")"
DOT = False
INTRO = ["At recess, four kids each played a different game and ate a different snack."]
OUTRO = []
REMARKS = INTRO + OUTRO
