B = "Booths"
CATEGORIES = [
    ("Booths", ["1", "2", "3", "4", "5"]),
    ("Awnings", ["red", "orange", "purple", "white", "striped"]),
    ("Vendors", ["Dolly", "Hattie", "Louise", "Nettie", "Rosemary"]),
    ("Foods", ["caramel apples", "corn dogs", "cotton candy", "funnel cakes", "snow cones"]),
    ("Drinks", ["cider", "coffee", "cream soda", "lemonade", "sweet tea"]),
]
SOLUTION = [
    ["1", "purple", "Hattie", "cotton candy", "sweet tea"],
    ["2", "red", "Rosemary", "funnel cakes", "coffee"],
    ["3", "striped", "Dolly", "corn dogs", "lemonade"],
    ["4", "white", "Nettie", "snow cones", "cider"],
    ["5", "orange", "Louise", "caramel apples", "cream soda"],
]
CLUES = [
    ("The booth with the purple awning belongs to Hattie.", lambda s: s.same("purple", "Hattie")),
    ("Dolly sells corn dogs.", lambda s: s.same("Dolly", "corn dogs")),
    ("Nettie serves cider.", lambda s: s.same("Nettie", "cider")),
    ("Hattie pours sweet tea.", lambda s: s.same("Hattie", "sweet tea")),
    ("Funnel cakes are sold under the red awning.", lambda s: s.same("funnel cakes", "red")),
    ("The striped awning is over the middle booth.", lambda s: s.n(B, "striped") == 3),
    ("Louise sells caramel apples.", lambda s: s.same("Louise", "caramel apples")),
    ("Cream soda is sold at the booth with the orange awning.", lambda s: s.same("cream soda", "orange")),
    ("The vendor under the red awning also sells coffee.", lambda s: s.same("red", "coffee")),
    ("The purple booth is the first one in the row.", lambda s: s.n(B, "purple") == 1),
    ("Louise has the last booth.", lambda s: s.n(B, "Louise") == 5),
    ("The snow cone booth is immediately to the right of the booth with the striped awning.",
     lambda s: s.n(B, "snow cones") == s.n(B, "striped") + 1),
]
QUESTIONS = [("Who sells cotton candy?", lambda s: s.v("Vendors", "cotton candy")),
             ("At which booth is lemonade sold?", lambda s: s.v("Booths", "lemonade"))]
NUM = ")"
DOT = False
INTRO = [
    "Five food booths stand side by side on the midway at the Lincoln County Fair, numbered 1 to 5 from left to right. Each booth has a different awning, is run by a different woman, and sells a different treat and a different drink.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
