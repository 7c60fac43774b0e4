W = "Weights"
CATEGORIES = [
    ("Finders", ["Astrid", "Bodhi", "Calla", "Dashiell", "Everly"]),
    ("Sites", ["Alkali Flat", "Bone Creek", "Coal Ridge", "Dry Lake", "Eagle Butte"]),
    ("Weights", ["50 g", "75 g", "100 g", "125 g", "150 g"], [50, 75, 100, 125, 150]),
]
SOLUTION = [
    ["Astrid", "Dry Lake", "125 g"],
    ["Bodhi", "Alkali Flat", "50 g"],
    ["Calla", "Eagle Butte", "150 g"],
    ["Dashiell", "Coal Ridge", "75 g"],
    ["Everly", "Bone Creek", "100 g"],
]
CLUES = [
    ("The meteorite found at Coal Ridge weighed 25 g more than Bodhi's.", lambda s: s.n(W, "Coal Ridge") == s.n(W, "Bodhi") + 25),
    ("Calla found the heaviest meteorite.", lambda s: s.n(W, "Calla") == 150),
    ("The Dry Lake meteorite weighed 50 g more than Dashiell's.", lambda s: s.n(W, "Dry Lake") == s.n(W, "Dashiell") + 50),
    ("Everly's find is either the 100 g meteorite or the one from Alkali Flat.", lambda s: s.same("Everly", "100 g") != s.same("Everly", "Alkali Flat")),
    ("The lightest meteorite wasn't found at Bone Creek.", lambda s: not s.same("50 g", "Bone Creek")),
    ("Astrid's meteorite was heavier than Everly's but lighter than Calla's.",
     lambda s: s.n(W, "Everly") < s.n(W, "Astrid") < s.n(W, "Calla")),
    ("Bodhi wasn't searching at Eagle Butte.", lambda s: not s.same("Bodhi", "Eagle Butte")),
    ("Bodhi's meteorite was the lightest.", lambda s: s.n(W, "Bodhi") == 50),
    ("Everly's stone was 25 g lighter than Astrid's.", lambda s: s.n(W, "Everly") == s.n(W, "Astrid") - 25),
    ("The Eagle Butte meteorite was the heaviest of the five.", lambda s: s.n(W, "Eagle Butte") == 150),
]
NUM = "."
DOT = False
INTRO = ["Five meteorite hunters each found one stone in the desert last spring."]
OUTRO = []
REMARKS = INTRO + OUTRO
