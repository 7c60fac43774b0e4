P = "Prices"
D = "Days"
def of(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CATEGORIES = [
    ("First names", ["Alma", "Floyd", "Gladys", "Herb"]),
    ("Last names", ["Bowen", "Creel", "Kemp", "Stroud"]),
    ("Items", ["bicycle", "lawn mower", "piano", "sofa"]),
    ("Prices", ["$15", "$20", "$25", "$30"], [15, 20, 25, 30]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Alma", "Kemp", "piano", "$30", "Tuesday"],
    ["Floyd", "Creel", "lawn mower", "$20", "Thursday"],
    ["Gladys", "Stroud", "sofa", "$25", "Monday"],
    ["Herb", "Bowen", "bicycle", "$15", "Wednesday"],
]
CLUES = [
    ("The piano, which wasn't Mr. Creel's, was the priciest item.",
     lambda s: not s.same("piano", "Creel") and s.n(P, "piano") == 30),
    ("Mrs. Stroud's ad ran on Monday, the day before the ad for the piano.",
     lambda s: s.same("Stroud", "Monday") and s.n(D, "piano") == 2),
    ("Herb asked $5 less than the person selling the lawn mower.", lambda s: s.n(P, "Herb") == s.n(P, "lawn mower") - 5),
    ("The item advertised on Thursday was priced at $20.", lambda s: s.same("Thursday", "$20")),
    ("Of Gladys and Mr. Bowen, one was selling the sofa and the other's ad ran on Wednesday.",
     lambda s: of(s, "Gladys", "Bowen", "sofa", "Wednesday")),
    ("Alma's ad appeared earlier in the week than Herb's.", lambda s: s.n(D, "Alma") < s.n(D, "Herb")),
    ("The bicycle was offered for less than the sofa.", lambda s: s.n(P, "bicycle") < s.n(P, "sofa")),
    ("Alma isn't Mrs. Stroud.", lambda s: not s.same("Alma", "Stroud")),
    ("Floyd's ad ran later in the week than Gladys's.", lambda s: s.n(D, "Floyd") > s.n(D, "Gladys")),
]
QUESTIONS = [("What did Floyd sell?", lambda s: s.v("Items", "Floyd"))]
NUM = "."
DOT = False
INTRO = ["Four readers of the Millbrook Gazette each placed a want ad to sell one household item. Each ad ran on a different day, Monday through Thursday, and each item had a different asking price. From the clues, can you determine each seller's full name, the item advertised, its price, and the day the ad ran?"]
OUTRO = []
REMARKS = INTRO + OUTRO
