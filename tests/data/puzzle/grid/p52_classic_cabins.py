# p52_classic_cabins: 4x5, medium; positions second.
# solution:
#   Abbott | 4 | canoe | husky
#   Beckett | 1 | pontoon | corgi
#   Carver | 5 | kayak | beagle
#   Dunn | 2 | sailboat | poodle
#   Ellis | 3 | rowboat | boxer
C = "Cabins"
CATEGORIES = [
    ("Families", ["Abbott", "Beckett", "Carver", "Dunn", "Ellis"]),
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Boats", ["canoe", "kayak", "pontoon", "rowboat", "sailboat"]),
    ("Dogs", ["beagle", "boxer", "corgi", "husky", "poodle"]),
]
INTRO = ["Five families rent the five cabins along the north shore of Loon Lake, "
         "numbered 1 to 5 from west to east. Each family brought a boat and a dog."]
OUTRO = ["(\"Left\" in the clues means farther west.)"]
REMARKS = INTRO + OUTRO


def c(s, x):
    return s.n(C, x)


CLUES = [
    ("The family with the rowboat has the middle cabin.", lambda s: c(s, "rowboat") == 3),
    ("The Becketts are in a cabin at one end of the row, and the Carvers are at the other end.",
     lambda s: {c(s, "Beckett"), c(s, "Carver")} == {1, 5}),
    ("The husky's cabin is immediately to the left of the kayak's.", lambda s: c(s, "husky") == c(s, "kayak") - 1),
    ("The corgi lives next door to the family with the sailboat.",
     lambda s: abs(c(s, "corgi") - c(s, "sailboat")) == 1),
    ("The Dunns' cabin is somewhere between the Becketts' and the Abbotts'.",
     lambda s: min(c(s, "Beckett"), c(s, "Abbott")) < c(s, "Dunn") < max(c(s, "Beckett"), c(s, "Abbott"))),
    ("The boxer is not in a cabin next to the beagle's.", lambda s: abs(c(s, "boxer") - c(s, "beagle")) != 1),
    ("The pontoon boat belongs to one of the end cabins.", lambda s: c(s, "pontoon") in (1, 5)),
    ("Neither the Abbotts nor the Becketts own the boxer.",
     lambda s: not s.same("Abbott", "boxer") and not s.same("Beckett", "boxer")),
    ("The family with the beagle also has the kayak.", lambda s: s.same("beagle", "kayak")),
    ("The Dunns have a poodle but no rowboat.",
     lambda s: s.same("Dunn", "poodle") and not s.same("Dunn", "rowboat")),
]
