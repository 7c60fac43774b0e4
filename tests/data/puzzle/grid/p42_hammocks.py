L = "Lengths"
CATEGORIES = [
    ("Buyers", ["Bram", "Carys", "Dmitri", "Elsa", "Fionn"]),
    ("Fabrics", ["canvas", "cotton", "mesh", "nylon", "rope"]),
    ("Lengths", ["9 feet", "10 feet", "11 feet", "12 feet", "13 feet"], [9, 10, 11, 12, 13]),
]
SOLUTION = [
    ["Bram", "rope", "11 feet"],
    ["Carys", "nylon", "9 feet"],
    ["Dmitri", "canvas", "13 feet"],
    ["Elsa", "mesh", "12 feet"],
    ["Fionn", "cotton", "10 feet"],
]
CLUES = [
    ("The nylon hammock is the shortest.", lambda s: s.n(L, "nylon") == 9),
    ("Dmitri's hammock is 2 feet longer than Bram's.", lambda s: s.n(L, "Dmitri") == s.n(L, "Bram") + 2),
    ("The cotton hammock is 1 foot shorter than the rope hammock.", lambda s: s.n(L, "cotton") == s.n(L, "rope") - 1),
    ("Elsa's hammock is longer than the rope one but shorter than Dmitri's.",
     lambda s: s.n(L, "rope") < s.n(L, "Elsa") < s.n(L, "Dmitri")),
    ("Carys bought neither the cotton hammock nor the canvas one.", lambda s: not s.same("Carys", "cotton") and not s.same("Carys", "canvas")),
    ("The 13-foot hammock isn't made of mesh.", lambda s: not s.same("13 feet", "mesh")),
    ("The mesh hammock isn't longer than Dmitri's.", lambda s: not s.n(L, "mesh") > s.n(L, "Dmitri")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
