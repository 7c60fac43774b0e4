# p52_garden: 3x5, medium; weights.
# solution:
#   Agnes | squash | 10 lb
#   Basil | pumpkin | 16 lb
#   Clement | beets | 4 lb
#   Delphine | cabbage | 13 lb
#   Eugene | tomatoes | 7 lb
W = "Weights"
CATEGORIES = [
    ("Gardeners", ["Agnes", "Basil", "Clement", "Delphine", "Eugene"]),
    ("Vegetables", ["beets", "cabbage", "pumpkin", "squash", "tomatoes"]),
    ("Weights", ["4 lb", "7 lb", "10 lb", "13 lb", "16 lb"], [4, 7, 10, 13, 16]),
]
INTRO = ["Five gardeners entered the \"heaviest basket\" contest at the county fair, "
         "each with a basket of a different vegetable."]
OUTRO = ['Determine who grew what, and how much each basket weighed.']
REMARKS = INTRO + OUTRO


def w(s, x):
    return s.n(W, x)


CLUES = [
    ("The pumpkin was the heaviest entry.", lambda s: w(s, "pumpkin") == 16),
    ("Delphine's basket weighed 3 pounds more than Agnes's.", lambda s: w(s, "Delphine") == w(s, "Agnes") + 3),
    ("The tomatoes weighed 3 pounds more than the beets.", lambda s: w(s, "tomatoes") == w(s, "beets") + 3),
    ("Clement's entry was lighter than Eugene's.", lambda s: w(s, "Clement") < w(s, "Eugene")),
    ("Agnes's basket was 6 pounds lighter than the pumpkin.", lambda s: w(s, "Agnes") == w(s, "pumpkin") - 6),
    ("The beets were the lightest entry.", lambda s: w(s, "beets") == 4),
    ("Basil's basket outweighed Eugene's.", lambda s: w(s, "Basil") > w(s, "Eugene")),
    ("Neither Agnes nor Eugene grew the cabbage.",
     lambda s: not s.same("Agnes", "cabbage") and not s.same("Eugene", "cabbage")),
]
