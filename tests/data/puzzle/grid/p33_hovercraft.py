K = "Top speeds"
CATEGORIES = [
    ("Pilots", ["Kemal", "Lottie", "Marisol", "Niall"]),
    ("Craft", ["Gannet", "Marsh Hare", "Skimmer", "Tern"]),
    ("Top speeds", ["28 knots", "32 knots", "36 knots", "40 knots"], [28, 32, 36, 40]),
    ("Colors", ["green", "orange", "silver", "yellow"]),
]
SOLUTION = [
    ["Kemal", "Tern", "36 knots", "orange"],
    ["Lottie", "Gannet", "28 knots", "silver"],
    ["Marisol", "Marsh Hare", "40 knots", "yellow"],
    ["Niall", "Skimmer", "32 knots", "green"],
]
CLUES = [
    ("The orange hovercraft is 8 knots faster than Lottie's.",
     lambda s: s.n(K, "orange") == s.n(K, "Lottie") + 8),
    ("Marisol's craft is the fastest.", lambda s: s.n(K, "Marisol") == 40),
    ("The Skimmer, which isn't Kemal's, is 4 knots faster than the silver craft.",
     lambda s: not s.same("Skimmer", "Kemal") and s.n(K, "Skimmer") == s.n(K, "silver") + 4),
    ("Neither the Gannet nor the Tern is yellow.",
     lambda s: not s.same("Gannet", "yellow") and not s.same("Tern", "yellow")),
    ("The Tern is slower than the Marsh Hare but faster than the green hovercraft.",
     lambda s: s.n(K, "green") < s.n(K, "Tern") < s.n(K, "Marsh Hare")),
    ("Lottie doesn't pilot the Skimmer or the Tern.",
     lambda s: not s.same("Lottie", "Skimmer") and not s.same("Lottie", "Tern")),
    ("Kemal's hovercraft is faster than Niall's.", lambda s: s.n(K, "Kemal") > s.n(K, "Niall")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
