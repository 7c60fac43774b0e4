L = "Lengths"
P = "Prices"
CATEGORIES = [
    ("Buyers", ["Lucia", "Marcus", "Nadia", "Otto"]),
    ("Rugs", ["Heriz", "Kilim", "Navajo", "Tabriz"]),
    ("Lengths", ["5 feet", "7 feet", "9 feet", "11 feet"], [5, 7, 9, 11]),
    ("Prices", ["$300", "$450", "$600", "$750"], [300, 450, 600, 750]),
]
SOLUTION = [
    ["Lucia", "Navajo", "9 feet", "$450"],
    ["Marcus", "Heriz", "11 feet", "$750"],
    ["Nadia", "Kilim", "5 feet", "$300"],
    ["Otto", "Tabriz", "7 feet", "$600"],
]
CLUES = [
    ("The 7-foot rug sold for $150 more than Lucia's.",
     lambda s: s.n(P, "7 feet") == s.n(P, "Lucia") + 150),
    ("Of the four, Marcus's rug is the longest.",
     lambda s: s.n(L, "Marcus") == 11),
    ("The Kilim was both the cheapest and the shortest.",
     lambda s: s.n(P, "Kilim") == 300 and s.n(L, "Kilim") == 5),
    ("The Tabriz is 2 feet shorter than the Navajo.",
     lambda s: s.n(L, "Tabriz") == s.n(L, "Navajo") - 2),
    ("Nadia didn't buy the Navajo.",
     lambda s: not s.same("Nadia", "Navajo")),
    ("Otto paid $150 less than the buyer of the Heriz.",
     lambda s: s.n(P, "Otto") == s.n(P, "Heriz") - 150),
    ("Lucia paid $150 more than Nadia.",
     lambda s: s.n(P, "Lucia") == s.n(P, "Nadia") + 150),
]
QUESTIONS = [("Which rug did Otto buy?", lambda s: s.v("Rugs", "Otto"))]
NUM = "."
DOT = False
INTRO = ["Four buyers each took home a different rug from the estate auction."]
OUTRO = []
REMARKS = INTRO + OUTRO
