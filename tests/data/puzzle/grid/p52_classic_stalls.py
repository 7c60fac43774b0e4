# p52_classic_stalls: 4x4, easy-medium; positions first.
# solution:
#   1 | Dora | honey | white
#   2 | Bashir | cheese | striped
#   3 | Fenella | bread | red
#   4 | Clem | flowers | green
S = "Stalls"
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4"]),
    ("Vendors", ["Bashir", "Clem", "Dora", "Fenella"]),
    ("Goods", ["bread", "cheese", "flowers", "honey"]),
    ("Awnings", ["green", "red", "striped", "white"]),
]
INTRO = ["Four stalls stand side by side at the Sunday farmers' market, numbered 1 to 4 "
         "from left to right."]
REMARKS = INTRO


def p(s, x):
    return s.n(S, x)


CLUES = [
    ("The cheese stall is directly to the left of Fenella's stall.",
     lambda s: p(s, "cheese") == p(s, "Fenella") - 1),
    ("Clem's stall is at one end of the row, under a green awning.",
     lambda s: p(s, "Clem") in (1, 4) and s.same("Clem", "green")),
    ("The honey seller is somewhere to the left of the stall with the red awning.",
     lambda s: p(s, "honey") < p(s, "red")),
    ("Bashir's stall is next to Dora's but not next to Clem's.",
     lambda s: abs(p(s, "Bashir") - p(s, "Dora")) == 1 and abs(p(s, "Bashir") - p(s, "Clem")) != 1),
    ("The flower stall has neither the white awning nor the striped one.",
     lambda s: not s.same("flowers", "white") and not s.same("flowers", "striped")),
    ("The red awning is immediately to the right of the striped one.", lambda s: p(s, "red") == p(s, "striped") + 1),
    ("Dora has an end stall.", lambda s: p(s, "Dora") in (1, 4)),
    ("Bread is sold two stalls to the right of the white awning.",
     lambda s: p(s, "bread") == p(s, "white") + 2),
]
