F, L, I, W = "First names", "Last names", "Pieces", "Weeks"
CATEGORIES = [
    (F, ["Flora", "Ivan", "Lena", "Moe"]),
    (L, ["Chen", "Dixon", "Ebbers", "Fuller"]),
    (I, ["bowl", "mug", "pitcher", "vase"]),
    (W, ["2 weeks", "3 weeks", "4 weeks", "5 weeks"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Flora", "Dixon", "vase", "4 weeks"],
    ["Ivan", "Fuller", "mug", "2 weeks"],
    ["Lena", "Chen", "pitcher", "5 weeks"],
    ["Moe", "Ebbers", "bowl", "3 weeks"],
]
CLUES = [
    ("The pitcher took one week longer than Flora's piece.", lambda s: s.n(W, "pitcher") == s.n(W, "Flora") + 1),
    ("Mr. Fuller made the mug, which took less time than any other piece.",
     lambda s: s.same("Fuller", "mug") and s.n(W, "mug") == 2),
    ("Moe, who isn't Mr. Dixon, spent 3 weeks on his piece.",
     lambda s: not s.same("Moe", "Dixon") and s.n(W, "Moe") == 3),
    ("Ms. Chen didn't make the vase.", lambda s: not s.same("Chen", "vase")),
    ("Lena's piece took longer than Flora's.", lambda s: s.n(W, "Lena") > s.n(W, "Flora")),
    ("The bowl isn't Ivan's.", lambda s: not s.same("bowl", "Ivan")),
    ("Ivan finished his piece faster than anyone else.", lambda s: s.n(W, "Ivan") == 2),
    ("Moe made the bowl, and Ms. Dixon's piece took 4 weeks.",
     lambda s: s.same("Moe", "bowl") and s.n(W, "Dixon") == 4),
    ("The bowl was made by Mr. Ebbers.", lambda s: s.same("bowl", "Ebbers")),
]
NUM = "."
DOT = False
INTRO = ["Four adults in the Tuesday night pottery class at the Y each finished one piece this term.",
         "Each piece took a different number of weeks from wet clay to final glaze.",
         "Find each potter's full name, piece, and the time it took."]
OUTRO = []
REMARKS = INTRO + OUTRO
