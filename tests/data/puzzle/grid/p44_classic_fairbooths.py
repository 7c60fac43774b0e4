# An Einstein-riddle retelling: five booths in a row at a craft fair,
# numbered 1 to 5 from left to right, with category lines.
B = "Booths"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Booths", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Vendors", ["Hattie", "Ivan", "Jolene", "Kurt", "Luz"]),
    ("Goods", ["candles", "jewelry", "pottery", "quilts", "soap"]),
    ("Awnings", ["blue", "green", "red", "striped", "yellow"]),
    ("Towns", ["Dalton", "Elmwood", "Fairview", "Greenbrook", "Hillcrest"]),
]
SOLUTION = [
    ["1", "Hattie", "candles", "striped", "Elmwood"],
    ["2", "Ivan", "pottery", "red", "Fairview"],
    ["3", "Jolene", "soap", "blue", "Greenbrook"],
    ["4", "Kurt", "jewelry", "yellow", "Hillcrest"],
    ["5", "Luz", "quilts", "green", "Dalton"],
]
CLUES = [
    ("The vendor from Greenbrook has the middle booth.", lambda s: s.n(B, "Greenbrook") == 3),
    ("Ivan sells pottery.", lambda s: s.same("Ivan", "pottery")),
    ("The striped awning is over the booth at the far left.", lambda s: s.n(B, "striped") == 1),
    ("Luz comes from Dalton.", lambda s: s.same("Luz", "Dalton")),
    ("The jewelry booth is immediately to the right of the booth with the blue awning.", lambda s: s.n(B, "jewelry") == s.n(B, "blue") + 1),
    ("The candle seller is next to the booth with the red awning.", lambda s: near(s, "candles", "red")),
    ("Kurt's booth has a yellow awning.", lambda s: s.same("Kurt", "yellow")),
    ("The soap booth is next to the pottery booth.", lambda s: near(s, "soap", "pottery")),
    ("Hattie comes from Elmwood.", lambda s: s.same("Hattie", "Elmwood")),
    ("The green awning is at one end of the row.", lambda s: s.n(B, "green") in (1, 5)),
    ("The vendor from Hillcrest isn't selling quilts.", lambda s: not s.same("Hillcrest", "quilts")),
    ("Jolene's booth is somewhere to the left of Kurt's.", lambda s: s.n(B, "Jolene") < s.n(B, "Kurt")),
    ("The vendor from Fairview is next to Hattie.", lambda s: near(s, "Fairview", "Hattie")),
    ("Ivan's booth is immediately to the right of the candle seller's.", lambda s: s.n(B, "Ivan") == s.n(B, "candles") + 1),
    ("The quilts are sold by the vendor from Dalton.", lambda s: s.same("quilts", "Dalton")),
]
QUESTIONS = [
    ("Who sells the jewelry?", lambda s: s.v("Vendors", "jewelry")),
    ("What color is Jolene's awning?", lambda s: s.v("Awnings", "Jolene")),
]
NUM = "."
DOT = True
INTRO = ["Five vendors share a row of booths at the craft fair, numbered 1 to 5 from left to right. Each sells different goods under a different awning, and each comes from a different town."]
OUTRO = []
REMARKS = INTRO + OUTRO
