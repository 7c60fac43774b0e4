CATEGORIES = [
    ("Landlords", ["Barry", "Denise", "Gordon", "Pauline"]),
    ("Pubs", ["Fox and Hounds", "King's Head", "Red Lion", "Wheatsheaf"]),
    ("Dogs", ["Dalmatian", "Labrador", "spaniel", "whippet"]),
]
SOLUTION = [
    ["Barry", "King's Head", "whippet"],
    ["Denise", "Wheatsheaf", "Dalmatian"],
    ["Gordon", "Red Lion", "spaniel"],
    ["Pauline", "Fox and Hounds", "Labrador"],
]
CLUES = [
    ("The Labrador lives behind the bar of the Fox and Hounds.", lambda s: s.same("Labrador", "Fox and Hounds")),
    ("Barry, who doesn't own the spaniel, isn't the landlord of the Red Lion.",
     lambda s: not s.same("Barry", "spaniel") and not s.same("Barry", "Red Lion")),
    ("Denise's dog is neither the Labrador nor the whippet.",
     lambda s: not s.same("Denise", "Labrador") and not s.same("Denise", "whippet")),
    ("Pauline keeps neither the King's Head nor the Red Lion.",
     lambda s: not s.same("Pauline", "King's Head") and not s.same("Pauline", "Red Lion")),
    ("The whippet isn't the Wheatsheaf's dog.", lambda s: not s.same("whippet", "Wheatsheaf")),
    ("Neither Gordon nor Pauline owns the whippet.",
     lambda s: not s.same("Gordon", "whippet") and not s.same("Pauline", "whippet")),
    ("The spaniel's home is the Red Lion, but it doesn't belong to Denise.",
     lambda s: s.same("spaniel", "Red Lion") and not s.same("spaniel", "Denise")),
]
QUESTIONS = [
    ("Which pub does the Dalmatian belong to?", lambda s: s.v("Pubs", "Dalmatian")),
    ("Who keeps the spaniel?", lambda s: s.v("Landlords", "spaniel")),
]
NUM = "."
INTRO = ["Four village pubs each have a dog that sleeps by the fire, and each landlord insists that theirs is the best-behaved in the county."]
ASK = "Can you match each landlord with his or her pub and dog?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
