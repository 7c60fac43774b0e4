P = "Prices"
CATEGORIES = [
    ("Makers", ["Ansel", "Boyd", "Curtis", "Delbert"]),
    ("Woods", ["cherry", "hickory", "oak", "walnut"]),
    ("Prices", ["$240", "$280", "$320", "$360"], [240, 280, 320, 360]),
    ("Buyers", ["Mrs. Barlow", "Mr. Conley", "Ms. Dwyer", "Mr. Easley"]),
]
SOLUTION = [
    ["Ansel", "walnut", "$360", "Ms. Dwyer"],
    ["Boyd", "oak", "$240", "Mr. Easley"],
    ["Curtis", "cherry", "$320", "Mrs. Barlow"],
    ["Delbert", "hickory", "$280", "Mr. Conley"],
]
WOMEN = ["Mrs. Barlow", "Ms. Dwyer"]
MEN = ["Mr. Conley", "Mr. Easley"]
CLUES = [
    ("The walnut rocker was the most expensive chair sold, and a woman bought it.",
     lambda s: s.n(P, "walnut") == 360 and any(s.same(w, "walnut") for w in WOMEN)),
    ("Mr. Conley paid $40 more than Mr. Easley did.", lambda s: s.n(P, "Mr. Conley") == s.n(P, "Mr. Easley") + 40),
    ("Curtis's chair sold for $80 more than Boyd's.", lambda s: s.n(P, "Curtis") == s.n(P, "Boyd") + 80),
    ("Mrs. Barlow didn't buy the walnut or the oak chair.",
     lambda s: not s.same("Mrs. Barlow", "walnut") and not s.same("Mrs. Barlow", "oak")),
    ("The hickory rocker wasn't made by Ansel, and it sold for less than Curtis's.",
     lambda s: not s.same("hickory", "Ansel") and s.n(P, "hickory") < s.n(P, "Curtis")),
    ("Delbert's chair went home with one of the men.", lambda s: any(s.same(m, "Delbert") for m in MEN)),
    ("Ansel's rocker cost $120 more than Boyd's, and Ms. Dwyer paid more than Mrs. Barlow.",
     lambda s: s.n(P, "Ansel") == s.n(P, "Boyd") + 120 and s.n(P, "Ms. Dwyer") > s.n(P, "Mrs. Barlow")),
    ("The oak rocker was the cheapest of the four, and Mr. Easley bought it.",
     lambda s: s.n(P, "oak") == 240 and s.same("oak", "Mr. Easley")),
]
QUESTIONS = [("Who bought the cherry rocker?", lambda s: s.v("Buyers", "cherry"))]
NUM = "."
DOT = True
INTRO = ["Four furniture makers each sold one handmade rocking chair at the Berea Craft Festival. The chairs were made of four different woods and sold at four different prices to four different buyers."]
OUTRO = []
REMARKS = INTRO + OUTRO
