W = "Weights"
Y = "Years"
CATEGORIES = [
    ("Owners", ["Abby", "Dora", "Gail", "Hope", "June"]),
    ("Bears", ["Bruno", "Buttons", "Cocoa", "Fuzzy", "Honey"]),
    ("Weights", ["12 ounces", "16 ounces", "20 ounces", "24 ounces", "28 ounces"], [12, 16, 20, 24, 28]),
    ("Years", ["1940", "1946", "1951", "1958", "1963"], [1940, 1946, 1951, 1958, 1963]),
]
SOLUTION = [
    ["Abby", "Cocoa", "20 ounces", "1951"],
    ["Dora", "Bruno", "28 ounces", "1940"],
    ["Gail", "Honey", "12 ounces", "1963"],
    ["Hope", "Fuzzy", "24 ounces", "1946"],
    ["June", "Buttons", "16 ounces", "1958"],
]
CLUES = [
    ("The oldest bear is also the heaviest.", lambda s: s.same("1940", "28 ounces")),
    ("Buttons weighs 4 ounces less than Abby's bear.", lambda s: s.n(W, "Buttons") == s.n(W, "Abby") - 4),
    ("Gail's bear, the newest of the five, weighs less than any other.",
     lambda s: s.n(Y, "Gail") == 1963 and s.n(W, "Gail") == 12),
    ("Fuzzy was bought six years after Bruno.", lambda s: s.n(Y, "Fuzzy") == s.n(Y, "Bruno") + 6),
    ("Hope's bear is 8 ounces heavier than June's.", lambda s: s.n(W, "Hope") == s.n(W, "June") + 8),
    ("Cocoa is older than Buttons, but Cocoa isn't Hope's.",
     lambda s: s.n(Y, "Cocoa") < s.n(Y, "Buttons") and not s.same("Cocoa", "Hope")),
    ("Honey doesn't belong to June.", lambda s: not s.same("Honey", "June")),
    ("Dora's bear weighs 8 ounces more than Abby's.", lambda s: s.n(W, "Dora") == s.n(W, "Abby") + 8),
    ("Abby's bear was bought seven years before June's.", lambda s: s.n(Y, "Abby") == s.n(Y, "June") - 7),
    ("Dora's bear is older than Hope's.", lambda s: s.n(Y, "Dora") < s.n(Y, "Hope")),
]
QUESTIONS = [("Which bear is Dora's?", lambda s: s.v("Bears", "Dora"))]
NUM = "."
DOT = False
INTRO = ["Five collectors brought their favorite teddy bears to the Tuesday Club's show-and-tell. Each bear was bought new in a different year, and no two weigh the same. From the clues, can you determine each owner's bear, its weight, and the year it was bought?"]
OUTRO = []
REMARKS = INTRO + OUTRO
