C, P, S, A = "Contestants", "Pies", "Slices", "Ages"
CATEGORIES = [
    (C, ["Beau", "Clementine", "Dashiell", "Fern"]),
    (P, ["apple", "cherry", "pecan", "rhubarb"]),
    (S, ["3 slices", "4 slices", "6 slices", "7 slices"], [3, 4, 6, 7]),
    (A, ["19", "24", "31", "46"], [19, 24, 31, 46]),
]
CLUES = [
    ("The youngest contestant ate the most slices.", lambda s: s.same("19", "7 slices")),
    ("The contestant who ate pecan pie ate 3 more slices than Dashiell.", lambda s: s.n(S, "pecan") == s.n(S, "Dashiell") + 3),
    ("Fern is 5 years older than Clementine.", lambda s: s.n(A, "Fern") == s.n(A, "Clementine") + 5),
    ("Of Beau and the 46-year-old, one ate apple pie and the other ate 6 slices.", lambda s: not s.same("Beau", "46") and ((s.same("Beau", "apple") and s.same("46", "6 slices")) or (s.same("46", "apple") and s.same("Beau", "6 slices")))),
    ("The rhubarb pie eater is younger than Beau.", lambda s: s.n(A, "rhubarb") < s.n(A, "Beau")),
    ("Clementine didn't eat the apple pie.", lambda s: not s.same("Clementine", "apple")),
    ("Fern ate one more slice than Dashiell.", lambda s: s.n(S, "Fern") == s.n(S, "Dashiell") + 1),
    ("Beau didn't eat the cherry pie.", lambda s: not s.same("Beau", "cherry")),
    ("Clementine didn't eat the rhubarb pie.", lambda s: not s.same("Clementine", "rhubarb")),
]
