CATEGORIES = [
    ("Passengers", ["Mr Crabtree", "Mrs Dunstan", "Mr Fairley", "Miss Ogden"]),
    ("Cases", ["brown", "green", "red", "tartan"]),
    ("Destinations", ["Aberdeen", "Bristol", "Harwich", "Penzance"]),
]
SOLUTION = [
    ["Mr Crabtree", "tartan", "Harwich"],
    ["Mrs Dunstan", "brown", "Penzance"],
    ["Mr Fairley", "red", "Aberdeen"],
    ["Miss Ogden", "green", "Bristol"],
]
CLUES = [
    ("The tartan case was labelled for Harwich.", lambda s: s.same("tartan", "Harwich")),
    ("Mrs Dunstan's case is neither red nor green.",
     lambda s: not s.same("Mrs Dunstan", "red") and not s.same("Mrs Dunstan", "green")),
    ("Miss Ogden was on her way to Bristol.", lambda s: s.same("Miss Ogden", "Bristol")),
    ("The passenger bound for Aberdeen owns the red case.", lambda s: s.same("Aberdeen", "red")),
    ("Mr Crabtree is travelling to neither Penzance nor Aberdeen.",
     lambda s: not s.same("Mr Crabtree", "Penzance") and not s.same("Mr Crabtree", "Aberdeen")),
    ("Mr Fairley's case isn't the tartan one.", lambda s: not s.same("Mr Fairley", "tartan")),
]
QUESTIONS = [
    ("Whose case is the green one?", lambda s: s.v("Passengers", "green")),
    ("Where was Mrs Dunstan going?", lambda s: s.v("Destinations", "Mrs Dunstan")),
]
NUM = "."
INTRO = ["When the 4.10 from Crewe was cancelled, the lost-property clerk was left with four suitcases and four anxious passengers, each booked through to a different town."]
ASK = "Can you reunite each passenger with the right case and say where each was going?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
