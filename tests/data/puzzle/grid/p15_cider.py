S = "Strengths"
CATEGORIES = [
    ("Makers", ["Haverleigh Farm", "Nettlecombe", "Polgreen", "Quarry Orchard"]),
    ("Apples", ["Dabinett", "Kingston Black", "Tremlett's Bitter", "Yarlington Mill"]),
    ("Strengths", ["4.5%", "5.2%", "6.0%", "6.8%"], [45, 52, 60, 68]),
]
SOLUTION = [
    ["Haverleigh Farm", "Kingston Black", "6.0%"],
    ["Nettlecombe", "Tremlett's Bitter", "4.5%"],
    ["Polgreen", "Dabinett", "6.8%"],
    ["Quarry Orchard", "Yarlington Mill", "5.2%"],
]
CLUES = [
    ("The Dabinett cider is the strongest.", lambda s: s.n(S, "Dabinett") == 68),
    ("Of Nettlecombe and the 6.0% cider, one is made from Kingston Black and the other from Tremlett's Bitter.",
     lambda s: not s.same("Nettlecombe", "6.0%") and {s.v("Apples", "Nettlecombe"), s.v("Apples", "6.0%")} == {"Kingston Black", "Tremlett's Bitter"}),
    ("Quarry Orchard's cider is weaker than Haverleigh Farm's.", lambda s: s.n(S, "Quarry Orchard") < s.n(S, "Haverleigh Farm")),
    ("The Yarlington Mill is not from Polgreen.", lambda s: not s.same("Yarlington Mill", "Polgreen")),
    ("Nettlecombe's cider is not the 5.2%.", lambda s: not s.same("Nettlecombe", "5.2%")),
    ("Polgreen's cider is 0.8 percentage points stronger than Haverleigh Farm's.", lambda s: s.n(S, "Polgreen") == s.n(S, "Haverleigh Farm") + 8),
    ("The weakest cider is made from Tremlett's Bitter.", lambda s: s.n(S, "Tremlett's Bitter") == 45),
]
NUM = ""
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
