V = "Votes"
CATEGORIES = [
    ("Seniors", ["Brandon", "Felicia", "Jerome", "Tiffany"]),
    ("Titles", ["Best Smile", "Class Clown", "Most Likely to Succeed", "Most Musical"]),
    ("Votes", ["47 votes", "52 votes", "58 votes", "63 votes"], [47, 52, 58, 63]),
]
SOLUTION = [
    ["Brandon", "Class Clown", "58 votes"],
    ["Felicia", "Most Musical", "47 votes"],
    ["Jerome", "Most Likely to Succeed", "63 votes"],
    ["Tiffany", "Best Smile", "52 votes"],
]
CLUES = [
    ("\u201cMost Likely to Succeed\u201d drew the most votes.", lambda s: s.n(V, "Most Likely to Succeed") == 63),
    ("Felicia received 5 fewer votes than the senior voted Best Smile.", lambda s: s.n(V, "Felicia") == s.n(V, "Best Smile") - 5),
    ("Brandon got more votes than Tiffany but wasn't voted Most Likely to Succeed.",
     lambda s: s.n(V, "Brandon") > s.n(V, "Tiffany") and not s.same("Brandon", "Most Likely to Succeed")),
    ("The Most Musical title drew the fewest votes.", lambda s: s.n(V, "Most Musical") == 47),
]
QUESTIONS = [("Who was voted Class Clown?", lambda s: s.v("Seniors", "Class Clown"))]
NUM = "."
DOT = False
INTRO = [
    "Yearbook Superlatives",
    "The senior class at Roosevelt High voted four classmates onto the superlatives page of this year's yearbook. Each senior won a different title with a different number of votes. Find each senior's title and vote total.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
