S = "Scores"
CATEGORIES = [
    ("Bakers", ["Agnes", "Bertha", "Cecil", "Doris", "Edgar"]),
    ("Apples", ["Bramley", "Cox", "Fuji", "Gala", "Honeycrisp"]),
    ("Scores", ["82 points", "85 points", "88 points", "91 points", "94 points"], [82, 85, 88, 91, 94]),
]
SOLUTION = [
    ["Agnes", "Cox", "88 points"],
    ["Bertha", "Honeycrisp", "94 points"],
    ["Cecil", "Fuji", "82 points"],
    ["Doris", "Bramley", "91 points"],
    ["Edgar", "Gala", "85 points"],
]
CLUES = [
    ("The Honeycrisp pie got the top score.", lambda s: s.n(S, "Honeycrisp") == 94),
    ("Cecil's pie scored 3 points lower than Edgar's.", lambda s: s.n(S, "Cecil") == s.n(S, "Edgar") - 3),
    ("The Bramley pie scored 6 points more than the Gala pie.", lambda s: s.n(S, "Bramley") == s.n(S, "Gala") + 6),
    ("Agnes scored higher than Edgar but lower than Doris.", lambda s: s.n(S, "Edgar") < s.n(S, "Agnes") < s.n(S, "Doris")),
    ("Doris's pie scored 3 points less than Bertha's.", lambda s: s.n(S, "Doris") == s.n(S, "Bertha") - 3),
    ("Bertha didn't use Bramley apples.", lambda s: not s.same("Bertha", "Bramley")),
    ("The Fuji pie had the lowest score.", lambda s: s.n(S, "Fuji") == 82),
]
QUESTIONS = [("Which apples did Agnes use?", lambda s: s.v("Apples", "Agnes"))]
NUM = "."
DOT = False
INTRO = ["Five bakers entered the apple pie contest at the county fair. Each used a different variety of apple, and the judges gave each pie a different score."]
OUTRO = []
REMARKS = INTRO + OUTRO
