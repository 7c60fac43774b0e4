# p52_fishing: 4x4, medium; weights with halves.
# solution:
#   Ned | pike | 7 pounds | Elk Lake
#   Opal | trout | 2.5 pounds | Mirror Lake
#   Pete | bass | 4 pounds | Pine Lake
#   Rosa | catfish | 5.5 pounds | Clear Lake
W = "Weights"
CATEGORIES = [
    ("Anglers", ["Ned", "Opal", "Pete", "Rosa"]),
    ("Fish", ["bass", "catfish", "pike", "trout"]),
    ("Weights", ["2.5 pounds", "4 pounds", "5.5 pounds", "7 pounds"], [5, 8, 11, 14]),
    ("Lakes", ["Clear Lake", "Elk Lake", "Mirror Lake", "Pine Lake"]),
]
INTRO = ["Four friends spent Saturday fishing at four different lakes. Each came home with "
         "one fish, and no two fish were of the same kind or weight."]
REMARKS = INTRO


def w(s, x):
    return s.n(W, x)   # in half-pounds


CLUES = [
    ("The fish caught at Pine Lake weighed 1.5 pounds more than Opal's.",
     lambda s: w(s, "Pine Lake") == w(s, "Opal") + 3),
    ("The pike was the heaviest catch of the day.", lambda s: w(s, "pike") == 14),
    ("Rosa didn't fish at Elk Lake, and she didn't catch the bass.",
     lambda s: not s.same("Rosa", "Elk Lake") and not s.same("Rosa", "bass")),
    ("The catfish weighed 3 pounds more than the trout.", lambda s: w(s, "catfish") == w(s, "trout") + 6),
    ("Ned fished at either Elk Lake or Mirror Lake.",
     lambda s: s.same("Ned", "Elk Lake") or s.same("Ned", "Mirror Lake")),
    ("Pete's fish weighed 3 pounds less than Ned's.", lambda s: w(s, "Pete") == w(s, "Ned") - 6),
    ("The trout was pulled out of Mirror Lake.", lambda s: s.same("trout", "Mirror Lake")),
]
