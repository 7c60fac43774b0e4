W = "Weights"
CATEGORIES = [
    ("Growers", ["Alec", "Bill", "Charlie", "Dennis"]),
    ("Streets", ["Chapel Lane", "Mill Street", "Park Road", "Station Road"]),
    ("Feeds", ["comfrey tea", "horse manure", "seaweed", "soot water"]),
    ("Weights", ["6 lb 4 oz", "6 lb 12 oz", "7 lb 2 oz", "7 lb 8 oz"], [100, 108, 114, 120]),
]
SOLUTION = [
    ["Alec", "Park Road", "seaweed", "7 lb 8 oz"],
    ["Bill", "Chapel Lane", "soot water", "6 lb 4 oz"],
    ["Charlie", "Station Road", "horse manure", "6 lb 12 oz"],
    ["Dennis", "Mill Street", "comfrey tea", "7 lb 2 oz"],
]
CLUES = [
    ("The onion that had been fed on seaweed won the class.", lambda s: s.n(W, "seaweed") == 120),
    ("Charlie's onion was 8 oz heavier than Bill's.", lambda s: s.n(W, "Charlie") == s.n(W, "Bill") + 8),
    ("The grower from Mill Street swears by comfrey tea; his onion weighed 6 oz more than Charlie's.",
     lambda s: s.same("Mill Street", "comfrey tea") and s.n(W, "Mill Street") == s.n(W, "Charlie") + 6),
    ("Bill lives on neither Park Road nor Station Road.",
     lambda s: not s.same("Bill", "Park Road") and not s.same("Bill", "Station Road")),
    ("The soot water was not used on Park Road.", lambda s: not s.same("soot water", "Park Road")),
    ("Alec's onion was heavier than Dennis's.", lambda s: s.n(W, "Alec") > s.n(W, "Dennis")),
    ("The Station Road grower used horse manure.", lambda s: s.same("Station Road", "horse manure")),
]
QUESTIONS = [("How much did the winning onion weigh?", lambda s: s.v("Weights", "seaweed")),
             ("Who lives on Station Road?", lambda s: s.v("Growers", "Station Road"))]
NUM = "."
DOT = False
INTRO = ["Tears of Joy",
         "The giant onion class at the Barnsby Show was hotly contested this year. "
         "Four growers brought their heaviest onions; each lives on a different street, and each swears by a different secret feed."]
OUTRO = ["(There are 16 ounces in a pound.)"]
REMARKS = INTRO + OUTRO
