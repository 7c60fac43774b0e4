Y = "Years"
def of(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CATEGORIES = [
    ("Husbands", ["Arthur", "Cliff", "Leon", "Vernon"]),
    ("Wives", ["Edna", "Fay", "Irene", "Mae"]),
    ("Last names", ["Dorsey", "Grant", "Pell", "Sutton"]),
    ("Destinations", ["Lake Tahoe", "Miami Beach", "Niagara Falls", "the Poconos"]),
    ("Years", ["1952", "1955", "1958", "1961"], [1952, 1955, 1958, 1961]),
]
SOLUTION = [
    ["Arthur", "Fay", "Grant", "Niagara Falls", "1958"],
    ["Cliff", "Mae", "Dorsey", "the Poconos", "1952"],
    ["Leon", "Edna", "Sutton", "Miami Beach", "1961"],
    ["Vernon", "Irene", "Pell", "Lake Tahoe", "1955"],
]
CLUES = [
    ("The Grants were married three years after the couple who honeymooned at Lake Tahoe.",
     lambda s: s.n(Y, "Grant") == s.n(Y, "Lake Tahoe") + 3),
    ("Edna and her husband were married most recently, and they didn't go to Niagara Falls.",
     lambda s: s.n(Y, "Edna") == 1961 and not s.same("Edna", "Niagara Falls")),
    ("Mae, who isn't Mrs. Pell, was married six years before the couple who went to Niagara Falls.",
     lambda s: not s.same("Mae", "Pell") and s.n(Y, "Mae") == s.n(Y, "Niagara Falls") - 6),
    ("Vernon and his bride spent their honeymoon at Lake Tahoe.", lambda s: s.same("Vernon", "Lake Tahoe")),
    ("Of Arthur and Mr. Sutton, one married Fay and the other took his bride to Miami Beach.",
     lambda s: of(s, "Arthur", "Sutton", "Fay", "Miami Beach")),
    ("The Dorseys honeymooned in the Poconos.", lambda s: s.same("Dorsey", "the Poconos")),
    ("Irene isn't Mrs. Grant.", lambda s: not s.same("Irene", "Grant")),
    ("Leon was married later than Cliff.", lambda s: s.n(Y, "Leon") > s.n(Y, "Cliff")),
    ("The Dorseys were married before the Suttons.", lambda s: s.n(Y, "Dorsey") < s.n(Y, "Sutton")),
]
QUESTIONS = [("Whom did Cliff marry?", lambda s: s.v("Wives", "Cliff"))]
NUM = "."
DOT = False
INTRO = ["Four couples at the Hillcrest Senior Center were comparing notes on their honeymoons. Each couple married in a different year and went to a different place. From the clues, can you match each husband with his wife, and find each couple's last name, honeymoon spot, and the year they married?"]
OUTRO = []
REMARKS = INTRO + OUTRO
