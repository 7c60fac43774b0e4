W = "Weights"
M = "Months"
CATEGORIES = [
    ("Volunteers", ["Ana", "Brent", "Carla", "Dmitri", "Elise"]),
    ("Birds", ["bluebird", "catbird", "junco", "phoebe", "wren"]),
    ("Weights", ["11 grams", "14 grams", "17 grams", "20 grams", "23 grams"], [11, 14, 17, 20, 23]),
    ("Months", ["March", "April", "May", "June", "July"], [3, 4, 5, 6, 7]),
]
SOLUTION = [
    ["Ana", "wren", "11 grams", "May"],
    ["Brent", "junco", "20 grams", "March"],
    ["Carla", "phoebe", "17 grams", "July"],
    ["Dmitri", "bluebird", "23 grams", "April"],
    ["Elise", "catbird", "14 grams", "June"],
]
CLUES = [
    ("The bird banded in May weighed 3 grams less than the catbird.",
     lambda s: s.n(W, "May") == s.n(W, "catbird") - 3),
    ("Dmitri's bird was banded 1 month after the junco.",
     lambda s: s.n(M, "Dmitri") == s.n(M, "junco") + 1),
    ("The 20-gram bird is either the junco or Carla's bird.",
     lambda s: s.same("20 grams", "junco") != s.same("20 grams", "Carla")),
    ("Of the phoebe and the bird banded in April, one was banded by Carla and the other weighed 23 grams.",
     lambda s: not s.same("phoebe", "April") and (
         (s.same("phoebe", "Carla") and s.same("April", "23 grams"))
         or (s.same("April", "Carla") and s.same("phoebe", "23 grams")))),
    ("Neither Elise nor Ana banded the bluebird.",
     lambda s: not s.same("Elise", "bluebird") and not s.same("Ana", "bluebird")),
    ("The wren was banded sometime before the catbird.",
     lambda s: s.n(M, "wren") < s.n(M, "catbird")),
    ("The five birds are the wren, Brent's bird, the 17-gram bird, the one banded in June and the 23-gram bird.",
     lambda s: len({s.e("wren"), s.e("Brent"), s.e("17 grams"), s.e("June"), s.e("23 grams")}) == 5),
    ("The heaviest bird wasn't banded in July.",
     lambda s: not s.same("23 grams", "July")),
    ("Carla's bird was banded 4 months after Brent's.",
     lambda s: s.n(M, "Carla") == s.n(M, "Brent") + 4),
    ("Elise's bird weighed 3 grams more than Ana's.",
     lambda s: s.n(W, "Elise") == s.n(W, "Ana") + 3),
]
QUESTIONS = []
NUM = None
DOT = False
INTRO = ["Five volunteers at the nature reserve each banded a different bird this year."]
OUTRO = []
REMARKS = INTRO + OUTRO
