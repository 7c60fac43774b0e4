A = "Ages"
CATEGORIES = [
    ("Children", ["Ginny", "Hank", "Lorna", "Pete"]),
    ("Gifts", ["cuff links", "fishing lure", "necktie", "wallet"]),
    ("Ages", ["38", "41", "44", "47"], [38, 41, 44, 47]),
]
SOLUTION = [
    ["Ginny", "cuff links", "44"],
    ["Hank", "fishing lure", "38"],
    ["Lorna", "necktie", "47"],
    ["Pete", "wallet", "41"],
]
CLUES = [
    ("The father who got a necktie is the oldest of the four.", lambda s: s.n(A, "necktie") == 47),
    ("Hank's dad is 6 years younger than Ginny's.", lambda s: s.n(A, "Hank") == s.n(A, "Ginny") - 6),
    ("Pete's father, who didn't get cuff links, is older than Hank's.",
     lambda s: not s.same("Pete", "cuff links") and s.n(A, "Pete") > s.n(A, "Hank")),
    ("The wallet went to a father 3 years younger than the one who got cuff links.",
     lambda s: s.n(A, "wallet") == s.n(A, "cuff links") - 3),
    ("Lorna's father is older than Pete's, and Ginny's didn't get the necktie.",
     lambda s: s.n(A, "Lorna") > s.n(A, "Pete") and not s.same("Ginny", "necktie")),
]
QUESTIONS = [("How old is Lorna's father?", lambda s: s.v(A, "Lorna"))]
NUM = "."
DOT = False
INTRO = ["Four children in the Cub Scout den each bought a Father's Day gift for Dad with money saved from their allowances. No two of the fathers are the same age. From the clues, can you match each child with the gift and the father's age?"]
OUTRO = []
REMARKS = INTRO + OUTRO
