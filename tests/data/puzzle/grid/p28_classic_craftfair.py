S = "Stalls"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Crafters", ["Nell", "Otto", "Paz", "Rosa", "Silas"]),
    ("Crafts", ["candles", "jewelry", "pottery", "quilts", "soap"]),
    ("Hometowns", ["Ashby", "Brook", "Clifton", "Dunmore", "Elm Grove"]),
    ("Tablecloths", ["checked", "lace", "linen", "plaid", "striped"]),
]
SOLUTION = [
    ["1", "Otto", "pottery", "Clifton", "plaid"],
    ["2", "Rosa", "soap", "Ashby", "lace"],
    ["3", "Silas", "quilts", "Dunmore", "linen"],
    ["4", "Nell", "jewelry", "Elm Grove", "striped"],
    ["5", "Paz", "candles", "Brook", "checked"],
]
CLUES = [
    ("Nell sells jewelry.", lambda s: s.same("Nell", "jewelry")),
    ("The soap maker comes from Ashby.", lambda s: s.same("soap", "Ashby")),
    ("Otto has the stall at the far left.", lambda s: s.n(S, "Otto") == 1),
    ("The striped tablecloth is on the stall immediately to the right of the linen one.",
     lambda s: s.n(S, "striped") == s.n(S, "linen") + 1),
    ("The crafter from Dunmore has the middle stall.", lambda s: s.n(S, "Dunmore") == 3),
    ("Paz's table has a checked cloth.", lambda s: s.same("Paz", "checked")),
    ("The potter's stall is next to the soap maker's.", lambda s: near(s, "pottery", "soap")),
    ("The candle seller comes from Brook.", lambda s: s.same("candles", "Brook")),
    ("The lace tablecloth is next to the plaid one.", lambda s: near(s, "lace", "plaid")),
    ("Rosa's stall is next to Otto's.", lambda s: near(s, "Rosa", "Otto")),
    ("The quilts are sold from the table with the linen cloth.", lambda s: s.same("quilts", "linen")),
    ("The crafter from Elm Grove is next to the one from Brook.", lambda s: near(s, "Elm Grove", "Brook")),
    ("The jewelry stall is immediately to the right of the quilt stall.",
     lambda s: s.n(S, "jewelry") == s.n(S, "quilts") + 1),
    ("Rosa doesn't make pottery.", lambda s: not s.same("Rosa", "pottery")),
    ("The potter's table has a plaid cloth.", lambda s: s.same("pottery", "plaid")),
]
QUESTIONS = [("Who comes from Clifton? Who sells the candles?",
              lambda s: (s.v("Crafters", "Clifton"), s.v("Crafters", "candles")))]
NUM = "."
DOT = False
INTRO = ["Five crafters have stalls in a row at the church craft fair, numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
