R = "Ratings"
CATEGORIES = [
    ("Reviewers", ["Beth", "Calvin", "Imani", "Luis", "Noor"]),
    ("Hotels", ["Bellmont", "Crestview", "Harbor Inn", "Regal", "Solstice"]),
    ("Cities", ["Denver", "Lyon", "Oslo", "Porto", "Quito"]),
    ("Ratings", ["2 stars", "2.5 stars", "3 stars", "3.5 stars", "4 stars"], [2, 2.5, 3, 3.5, 4]),
]
SOLUTION = [
    ["Beth", "Regal", "Oslo", "3.5 stars"],
    ["Calvin", "Harbor Inn", "Lyon", "2 stars"],
    ["Imani", "Solstice", "Porto", "4 stars"],
    ["Luis", "Bellmont", "Quito", "2.5 stars"],
    ["Noor", "Crestview", "Denver", "3 stars"],
]
CLUES = [
    ("Neither the 2.5-star hotel nor the Regal is in Lyon.",
     lambda s: not s.same("2.5 stars", "Lyon") and not s.same("Regal", "Lyon")),
    ("The hotel in Porto got the best rating.", lambda s: s.n(R, "Porto") == 4),
    ("Beth rated her hotel one star higher than Luis rated his.", lambda s: s.n(R, "Beth") == s.n(R, "Luis") + 1),
    ("The Crestview got half a star less than the Regal.", lambda s: s.n(R, "Crestview") == s.n(R, "Regal") - 0.5),
    ("Of the Harbor Inn and the hotel in Quito, one was reviewed by Calvin and the other got 2.5 stars.",
     lambda s: not s.same("Harbor Inn", "Quito") and (
         (s.same("Harbor Inn", "Calvin") and s.same("Quito", "2.5 stars")) or
         (s.same("Quito", "Calvin") and s.same("Harbor Inn", "2.5 stars")))),
    ("Imani didn't stay at the Bellmont.", lambda s: not s.same("Imani", "Bellmont")),
    ("The hotel in Denver was rated higher than the Harbor Inn but lower than Beth's hotel.",
     lambda s: s.n(R, "Harbor Inn") < s.n(R, "Denver") < s.n(R, "Beth")),
    ("Noor reviewed either the Crestview or the hotel in Oslo.",
     lambda s: (s.same("Noor", "Crestview") or s.same("Noor", "Oslo")) and not s.same("Crestview", "Oslo")),
    ("The Solstice isn't in Quito.", lambda s: not s.same("Solstice", "Quito")),
    ("The lowest-rated hotel wasn't reviewed by Luis.", lambda s: s.n(R, "Luis") != 2),
    ("The Bellmont got one star less than the hotel in Oslo.", lambda s: s.n(R, "Bellmont") == s.n(R, "Oslo") - 1),
]
QUESTIONS = [("Which hotel is in Quito?", lambda s: s.v("Hotels", "Quito"))]
NUM = None
DOT = False
INTRO = ["Five travel bloggers each reviewed a different hotel last month."]
OUTRO = []
REMARKS = INTRO + OUTRO
