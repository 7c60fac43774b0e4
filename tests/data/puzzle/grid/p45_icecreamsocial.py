F, L, V, Q = "First names", "Last names", "Flavors", "Quarts sold"
CATEGORIES = [
    (F, ["Ethel", "Floyd", "Gladys", "Homer"]),
    (L, ["Lund", "Marsh", "Nolan", "Ortega"]),
    (V, ["butter pecan", "cherry", "peppermint", "vanilla"]),
    (Q, ["6 quarts", "8 quarts", "10 quarts", "12 quarts"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["Ethel", "Nolan", "cherry", "8 quarts"],
    ["Floyd", "Ortega", "vanilla", "12 quarts"],
    ["Gladys", "Lund", "peppermint", "6 quarts"],
    ["Homer", "Marsh", "butter pecan", "10 quarts"],
]
CLUES = [
    ("The vanilla outsold Ethel's flavor by 4 quarts.", lambda s: s.n(Q, "vanilla") == s.n(Q, "Ethel") + 4),
    ("Mrs. Lund sold 2 quarts less than the person who churned the cherry.", lambda s: s.n(Q, "Lund") == s.n(Q, "cherry") - 2),
    ("Homer, who isn't Mr. Ortega, made the butter pecan.",
     lambda s: not s.same("Homer", "Ortega") and s.same("Homer", "butter pecan")),
    ("Of Mrs. Nolan and the one who made peppermint, one sold 8 quarts and the other is Gladys.",
     lambda s: not s.same("Nolan", "peppermint") and (
         (s.same("Nolan", "8 quarts") and s.same("peppermint", "Gladys")) or
         (s.same("peppermint", "8 quarts") and s.same("Nolan", "Gladys")))),
    ("Floyd's ice cream was the most popular of the four.", lambda s: s.n(Q, "Floyd") == 12),
    ("Mr. Marsh sold 4 quarts more than Gladys.", lambda s: s.n(Q, "Marsh") == s.n(Q, "Gladys") + 4),
]
NUM = "."
DOT = False
INTRO = ["Four members of the Grange hand-cranked a freezer of ice cream apiece for the Grange hall ice cream social.",
         "Each made a different flavor, and no two sold the same amount.",
         "Find each member's full name, flavor, and number of quarts sold."]
OUTRO = []
REMARKS = INTRO + OUTRO
