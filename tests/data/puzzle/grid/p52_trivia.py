# p52_trivia: 4x4, medium; scores, table numbers as labels.
# solution:
#   Brainiacs | 48 | Inez | table 6
#   Know-It-Alls | 36 | Jasper | table 11
#   Quizzards | 54 | Greta | table 3
#   Smarty Pants | 42 | Hugo | table 8
S = "Scores"
CATEGORIES = [
    ("Teams", ["Brainiacs", "Know-It-Alls", "Quizzards", "Smarty Pants"]),
    ("Scores", ["36", "42", "48", "54"], [36, 42, 48, 54]),
    ("Captains", ["Greta", "Hugo", "Inez", "Jasper"]),
    ("Tables", ["table 3", "table 6", "table 8", "table 11"]),
]
INTRO = ["Four teams played in the Thursday quiz night at the Crown and Anchor."]
REMARKS = INTRO


def sc(s, x):
    return s.n(S, x)


CLUES = [
    ("Greta's team scored 6 points more than the Brainiacs.",
     lambda s: sc(s, "Greta") == sc(s, "Brainiacs") + 6),
    ("The team at table 11 finished with the fewest points.", lambda s: sc(s, "table 11") == 36),
    ("Either Hugo or Inez captained the team at table 6.",
     lambda s: s.same("Hugo", "table 6") or s.same("Inez", "table 6")),
    ("The Smarty Pants scored more than Jasper's team but less than the Quizzards.",
     lambda s: sc(s, "Jasper") < sc(s, "Smarty Pants") < sc(s, "Quizzards")),
    ("The team at table 8 scored 6 points fewer than Inez's team.",
     lambda s: sc(s, "table 8") == sc(s, "Inez") - 6),
    ("Jasper captained neither the Brainiacs nor the Smarty Pants.",
     lambda s: not s.same("Jasper", "Brainiacs") and not s.same("Jasper", "Smarty Pants")),
    ("Greta's team outscored Inez's.", lambda s: sc(s, "Greta") > sc(s, "Inez")),
]
