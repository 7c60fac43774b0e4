S = "Scores"
O = "Order"
CATEGORIES = [
    ("Players", ["Mr Penn", "Mr Quayle", "Mrs Rowe", "Ms Slater"]),
    ("Scores", ["9", "12", "15", "18"], [9, 12, 15, 18]),
    ("Pubs", ["The Anchor", "The Bell", "The Crown", "The Swan"]),
    ("Order", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Mr Penn", "15", "The Bell", "fourth"],
    ["Mr Quayle", "9", "The Swan", "second"],
    ["Mrs Rowe", "18", "The Anchor", "first"],
    ["Ms Slater", "12", "The Crown", "third"],
]
CLUES = [
    ("The player who threw first scored the most.", lambda s: s.n(S, "first") == 18),
    ("Mr Penn scored six more than Mr Quayle.", lambda s: s.n(S, "Mr Penn") == s.n(S, "Mr Quayle") + 6),
    ("The Crown's player threw directly after Mr Quayle.", lambda s: s.n(O, "The Crown") == s.n(O, "Mr Quayle") + 1),
    ("Mrs Rowe plays for neither The Bell nor The Swan.",
     lambda s: not s.same("Mrs Rowe", "The Bell") and not s.same("Mrs Rowe", "The Swan")),
    ("The player from The Bell threw last.", lambda s: s.same("The Bell", "fourth")),
    ("Of the two women, one plays for The Crown and the other threw first.",
     lambda s: (s.same("Mrs Rowe", "The Crown") and s.same("Ms Slater", "first"))
     or (s.same("Ms Slater", "The Crown") and s.same("Mrs Rowe", "first"))),
    ("Mr Quayle doesn't play for The Anchor.", lambda s: not s.same("Mr Quayle", "The Anchor")),
    ("Ms Slater didn't throw first.", lambda s: not s.same("Ms Slater", "first")),
]
NUM = "."
DOT = False
INTRO = ["Four pub teams each sent one player to the quoits final, and the players threw in turn."]
OUTRO = []
REMARKS = INTRO + OUTRO
