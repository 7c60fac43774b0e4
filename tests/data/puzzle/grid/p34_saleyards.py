P = "Prices"
CATEGORIES = [
    ("Farmers", ["Doug", "Kath", "Trent", "Wendy"]),
    ("Breeds", ["Angus", "Brahman", "Hereford", "Murray Grey"]),
    ("Prices", ["$1100", "$1250", "$1400", "$1550"], [1100, 1250, 1400, 1550]),
]
SOLUTION = [
    ["Doug", "Hereford", "$1250"],
    ["Kath", "Angus", "$1550"],
    ["Trent", "Brahman", "$1100"],
    ["Wendy", "Murray Grey", "$1400"],
]
CLUES = [
    ("The Angus steers fetched the top price.", lambda s: s.n(P, "Angus") == 1550),
    ("Trent's cattle made $150 a head less than Doug's.", lambda s: s.n(P, "Trent") == s.n(P, "Doug") - 150),
    ("Wendy didn't sell the Brahmans, and her cattle fetched more than the Herefords.",
     lambda s: not s.same("Wendy", "Brahman") and s.n(P, "Wendy") > s.n(P, "Hereford")),
    ("The Murray Greys sold for $300 a head more than the Brahmans.", lambda s: s.n(P, "Murray Grey") == s.n(P, "Brahman") + 300),
    ("Kath's cattle made more than Wendy's.", lambda s: s.n(P, "Kath") > s.n(P, "Wendy")),
    ("Kath's weren't the Herefords.", lambda s: not s.same("Kath", "Hereford")),
]
QUESTIONS = [("Which breed did Doug sell?", lambda s: s.v("Breeds", "Doug"))]
NUM = None
DOT = False
INTRO = ["At the Wagga saleyards four farmers each sold a pen of steers of a different breed, and each pen fetched a different price per head."]
OUTRO = []
REMARKS = INTRO + OUTRO
