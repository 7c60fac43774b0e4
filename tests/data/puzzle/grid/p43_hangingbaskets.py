P = "Places"
CATEGORIES = [
    ("First names", ["Audrey", "Bill", "Connie", "Ted", "Vera"]),
    ("Surnames", ["Gale", "Hobbs", "Lord", "Minton", "Pike"]),
    ("Flowers", ["begonias", "fuchsias", "geraniums", "lobelia", "petunias"]),
    ("Places", ["first", "second", "third", "fourth", "fifth"]),
]
SOLUTION = [
    ["Audrey", "Pike", "fuchsias", "second"],
    ["Bill", "Lord", "petunias", "fourth"],
    ["Connie", "Hobbs", "geraniums", "first"],
    ["Ted", "Minton", "lobelia", "fifth"],
    ["Vera", "Gale", "begonias", "third"],
]
CLUES = [
    ("Mrs Gale's basket was placed one behind the fuchsias.", lambda s: s.n(P, "Gale") == s.n(P, "fuchsias") + 1),
    ("Connie won the competition, but not with begonias or petunias.",
     lambda s: s.n(P, "Connie") == 1 and not s.same("Connie", "begonias") and not s.same("Connie", "petunias")),
    ("Ted, whose surname isn't Pike, came last.", lambda s: not s.same("Ted", "Pike") and s.n(P, "Ted") == 5),
    ("The lobelia basket finished one place behind Bill's.", lambda s: s.n(P, "lobelia") == s.n(P, "Bill") + 1),
    ("Mr Lord's basket was full of petunias.", lambda s: s.same("Lord", "petunias")),
    ("Audrey, who isn't Mrs Hobbs, finished ahead of Vera.", lambda s: not s.same("Audrey", "Hobbs") and s.n(P, "Audrey") < s.n(P, "Vera")),
    ("The begonias were placed third, two places ahead of Mr Minton's basket.", lambda s: s.n(P, "begonias") == 3 and s.n(P, "Minton") == 5),
    ("Mrs Pike grew fuchsias.", lambda s: s.same("Pike", "fuchsias")),
    ("Connie isn't Mrs Pike.", lambda s: not s.same("Connie", "Pike")),
]
QUESTIONS = [("Who planted the begonias?", lambda s: s.v("First names", "begonias"))]
NUM = "."
DOT = False
INTRO = ["Five entrants in the Bloomfield in Bloom hanging basket competition each planted their basket mainly with one kind of flower, and the judges placed all five, from first to fifth. "
         "Can you name each gardener in full and give the main flower and placing?"]
OUTRO = []
REMARKS = INTRO + OUTRO
