W = "Wingspans"
C = "Colony sizes"
CATEGORIES = [
    ("Bats", ["big brown bat", "hoary bat", "little brown bat", "pallid bat", "red bat"]),
    ("Caves", ["Echo Cave", "Falcon Cave", "Granite Cave", "Mill Cave", "Raven Cave"]),
    ("Wingspans", ["9 inches", "11 inches", "13 inches", "15 inches", "17 inches"], [9, 11, 13, 15, 17]),
    ("Colony sizes", ["150", "300", "450", "600", "750"], [150, 300, 450, 600, 750]),
]
SOLUTION = [
    ["big brown bat", "Granite Cave", "13 inches", "600"],
    ["hoary bat", "Echo Cave", "17 inches", "150"],
    ["little brown bat", "Mill Cave", "9 inches", "750"],
    ["pallid bat", "Raven Cave", "15 inches", "300"],
    ["red bat", "Falcon Cave", "11 inches", "450"],
]
CLUES = [
    ("The species in Mill Cave has a wingspan 4 inches shorter than the big brown bat's.",
     lambda s: s.n(W, "Mill Cave") == s.n(W, "big brown bat") - 4),
    ("The colony in Raven Cave has 150 fewer bats than the red bat colony.",
     lambda s: s.n(C, "Raven Cave") == s.n(C, "red bat") - 150),
    ("The bat with the 17-inch wingspan lives in the smallest colony.",
     lambda s: s.same("17 inches", "150")),
    ("The hoary bat colony is either the one in Echo Cave or the one with 300 bats.",
     lambda s: s.same("hoary bat", "Echo Cave") != s.same("hoary bat", "300")),
    ("Of the pallid bat and the colony of 600, one is in Raven Cave and the other has a 13-inch wingspan.",
     lambda s: not s.same("pallid bat", "600") and (
         (s.same("pallid bat", "Raven Cave") and s.same("600", "13 inches"))
         or (s.same("600", "Raven Cave") and s.same("pallid bat", "13 inches")))),
    ("The little brown bat has the largest colony.",
     lambda s: s.n(C, "little brown bat") == 750),
    ("Neither the red bat nor the pallid bat lives in Granite Cave.",
     lambda s: not s.same("red bat", "Granite Cave") and not s.same("pallid bat", "Granite Cave")),
    ("The Falcon Cave bat has a longer wingspan than the Mill Cave bat but a shorter one than the Granite Cave bat.",
     lambda s: s.n(W, "Mill Cave") < s.n(W, "Falcon Cave") < s.n(W, "Granite Cave")),
    ("The hoary bat's wingspan is 2 inches longer than the pallid bat's.",
     lambda s: s.n(W, "hoary bat") == s.n(W, "pallid bat") + 2),
    ("The red bat doesn't roost in Mill Cave.",
     lambda s: not s.same("red bat", "Mill Cave")),
]
QUESTIONS = []
NUM = ")"
DOT = False
INTRO = ["A bat survey found a different species roosting in each of five caves."]
OUTRO = []
REMARKS = INTRO + OUTRO
