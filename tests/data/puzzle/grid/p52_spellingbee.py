# p52_spellingbee: 3x4, easy; ordinal places.
# solution:
#   Anya | rhythm | third
#   Benji | silhouette | first
#   Cora | onomatopoeia | fourth
#   Darius | chrysanthemum | second
P = "Places"
CATEGORIES = [
    ("Spellers", ["Anya", "Benji", "Cora", "Darius"]),
    ("Words", ["chrysanthemum", "onomatopoeia", "rhythm", "silhouette"]),
    ("Places", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
INTRO = ["Four finalists at the county spelling bee were each given one last word to spell."]
REMARKS = INTRO


def p(s, x):
    return s.n(P, x)


CLUES = [
    ("The speller who got \"rhythm\" finished one place behind Darius.",
     lambda s: p(s, "rhythm") == p(s, "Darius") + 1),
    ("Cora placed lower than Anya.", lambda s: p(s, "Cora") > p(s, "Anya")),
    ("Darius was given either \"chrysanthemum\" or \"onomatopoeia\".",
     lambda s: s.same("Darius", "chrysanthemum") or s.same("Darius", "onomatopoeia")),
    ("The winner didn't spell \"onomatopoeia\".", lambda s: p(s, "onomatopoeia") != 1),
    ("Neither Cora nor the winner spelled \"chrysanthemum\".",
     lambda s: not s.same("Cora", "chrysanthemum") and p(s, "chrysanthemum") != 1),
    ("Darius finished ahead of Anya.", lambda s: p(s, "Darius") < p(s, "Anya")),
]
QUESTIONS = [("Which word did Cora spell?", lambda s: s.v("Words", "Cora"))]
