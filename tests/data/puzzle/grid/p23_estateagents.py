D = "Dates"
V = "Viewings"
CATEGORIES = [
    ("Agents", ["Marcus", "Nadia", "Priya", "Stefan"]),
    ("Properties", ["bungalow", "cottage", "flat", "townhouse"]),
    ("Dates", ["June 4", "June 11", "June 18", "June 25"], [4, 11, 18, 25]),
    ("Viewings", ["5 viewings", "9 viewings", "14 viewings", "20 viewings"], [5, 9, 14, 20]),
]
SOLUTION = [
    ["Marcus", "cottage", "June 18", "9 viewings"],
    ["Nadia", "flat", "June 4", "20 viewings"],
    ["Priya", "townhouse", "June 25", "5 viewings"],
    ["Stefan", "bungalow", "June 11", "14 viewings"],
]
CLUES = [
    ("The flat, which had the most viewings, was the first of the four to be sold.",
     lambda s: s.n(V, "flat") == 20 and s.n(D, "flat") == 4),
    ("The bungalow was sold a week before Marcus's property.", lambda s: s.n(D, "bungalow") == s.n(D, "Marcus") - 7),
    ("Priya's sale, which came last, followed just 5 viewings.",
     lambda s: s.n(D, "Priya") == 25 and s.same("Priya", "5 viewings")),
    ("The cottage had 5 fewer viewings than the bungalow.", lambda s: s.n(V, "cottage") == s.n(V, "bungalow") - 5),
    ("Nadia and Stefan sold the flat and the bungalow, respectively.",
     lambda s: s.same("Nadia", "flat") and s.same("Stefan", "bungalow")),
]
NUM = "."
DOT = False
INTRO = [
    "Sold!",
    "June was a good month at the estate agents Hollins & Webb. Four agents each sold one property, each on a different date, and each property had been shown to a different number of would-be buyers before it sold.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
