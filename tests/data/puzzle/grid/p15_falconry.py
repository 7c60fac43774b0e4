A = "Ages"
CATEGORIES = [
    ("Falconers", ["Ffion", "Gareth", "Honor", "Isambard", "Juno"]),
    ("Birds", ["barn owl", "goshawk", "kestrel", "merlin", "peregrine"]),
    ("Ages", ["2 years", "3 years", "5 years", "7 years", "11 years"], [2, 3, 5, 7, 11]),
]
SOLUTION = [
    ["Ffion", "kestrel", "5 years"],
    ["Gareth", "goshawk", "11 years"],
    ["Honor", "barn owl", "2 years"],
    ["Isambard", "peregrine", "7 years"],
    ["Juno", "merlin", "3 years"],
]
CLUES = [
    ("The goshawk is the oldest bird at the show.", lambda s: s.n(A, "goshawk") == 11),
    ("Honor's bird is three years younger than Ffion's.", lambda s: s.n(A, "Honor") == s.n(A, "Ffion") - 3),
    ("Isambard flies neither the merlin nor the kestrel.", lambda s: not s.same("Isambard", "merlin") and not s.same("Isambard", "kestrel")),
    ("The peregrine is older than the kestrel.", lambda s: s.n(A, "peregrine") > s.n(A, "kestrel")),
    ("Juno's bird, which isn't the barn owl, is one year older than Honor's.",
     lambda s: not s.same("Juno", "barn owl") and s.n(A, "Juno") == s.n(A, "Honor") + 1),
    ("The kestrel isn't 3 years old.", lambda s: not s.same("kestrel", "3 years")),
    ("Gareth's bird is 4 years older than Isambard's.", lambda s: s.n(A, "Gareth") == s.n(A, "Isambard") + 4),
    ("Isambard's bird is older than the barn owl.", lambda s: s.n(A, "Isambard") > s.n(A, "barn owl")),
    ("The barn owl is the youngest of the five birds.", lambda s: s.n(A, "barn owl") == 2),
]
QUESTIONS = [("How old is the peregrine?", lambda s: s.v(A, "peregrine"))]
NUM = "."
DOT = True
INTRO = ["Five falconers brought their birds to the village show on Saturday afternoon. From the clues below, work out which bird each falconer flies and how old it is."]
OUTRO = []
REMARKS = INTRO + OUTRO
