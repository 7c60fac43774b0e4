B, W, G, C, T = "Booths", "Women", "Goods", "Tablecloths", "Hats"
def nxt(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    (B, ["1", "2", "3", "4", "5"]),
    (W, ["Mrs. Avery", "Mrs. Bell", "Mrs. Cobb", "Mrs. Drake", "Mrs. Ennis"]),
    (G, ["aprons", "candles", "doilies", "jams", "pot holders"]),
    (C, ["blue", "green", "pink", "white", "yellow"]),
    (T, ["beret", "bonnet", "cloche", "pillbox", "straw hat"]),
]
SOLUTION = [
    ["1", "Mrs. Cobb", "candles", "yellow", "straw hat"],
    ["2", "Mrs. Ennis", "jams", "blue", "pillbox"],
    ["3", "Mrs. Avery", "aprons", "white", "cloche"],
    ["4", "Mrs. Bell", "doilies", "green", "bonnet"],
    ["5", "Mrs. Drake", "pot holders", "pink", "beret"],
]
CLUES = [
    ("Mrs. Cobb has the first booth.", lambda s: s.n(B, "Mrs. Cobb") == 1),
    ("The woman in the straw hat sells candles.", lambda s: s.same("straw hat", "candles")),
    ("Aprons are sold at the middle booth.", lambda s: s.n(B, "aprons") == 3),
    ("Mrs. Ennis's booth has a blue tablecloth.", lambda s: s.same("Mrs. Ennis", "blue")),
    ("The green tablecloth is immediately to the right of the white one.", lambda s: s.n(B, "green") == s.n(B, "white") + 1),
    ("Mrs. Cobb's booth is next to the blue tablecloth.", lambda s: nxt(s, "Mrs. Cobb", "blue")),
    ("The woman in the bonnet sells doilies.", lambda s: s.same("bonnet", "doilies")),
    ("Mrs. Drake wears a beret.", lambda s: s.same("Mrs. Drake", "beret")),
    ("Jams are sold next to the booth with the yellow tablecloth.", lambda s: nxt(s, "jams", "yellow")),
    ("The woman in the cloche is Mrs. Avery.", lambda s: s.same("cloche", "Mrs. Avery")),
    ("The pink tablecloth covers the booth where pot holders are sold.", lambda s: s.same("pink", "pot holders")),
    ("Mrs. Bell's booth is next to Mrs. Drake's.", lambda s: nxt(s, "Mrs. Bell", "Mrs. Drake")),
    ("The pillbox hat is worn at the booth next to the candles.", lambda s: nxt(s, "pillbox", "candles")),
    ("Mrs. Drake's booth is at the right-hand end of the row.", lambda s: s.n(B, "Mrs. Drake") == 5),
]
QUESTIONS = [("Who sells the doilies?", lambda s: s.v(W, "doilies")),
             ("Who wears the pillbox hat?", lambda s: s.v(W, "pillbox"))]
NUM = "."
DOT = True
INTRO = ["Five booths stand in a row in the parish hall for the St. Luke's bazaar, numbered 1 to 5 from left to right.",
         "Each booth is run by a different woman, sells a different kind of goods and has a different tablecloth, and each woman wears a different hat."]
OUTRO = []
REMARKS = INTRO + OUTRO
