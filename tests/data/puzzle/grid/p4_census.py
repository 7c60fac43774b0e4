B = "Born"
def b(s, x):
    return s.n(B, x)
CATEGORIES = [
    ("Ancestors", ["Ada Thorne", "Ezra Pike", "Hester Vane", "Silas Crewe", "Tobias Lark"]),
    ("Born", ["1841", "1846", "1851", "1856", "1861"], [1841, 1846, 1851, 1856, 1861]),
    ("Trades", ["blacksmith", "cooper", "dressmaker", "schoolteacher", "wheelwright"]),
    ("Parishes", ["Ashworth", "Brindle", "Coppull", "Dunsop", "Eccleston"]),
]
CLUES = [
    ("The eldest of the five, a wheelwright, was living in neither Ashworth nor Brindle.",
     lambda s: b(s, "wheelwright") == 1841 and not s.same("wheelwright", "Ashworth") and not s.same("wheelwright", "Brindle")),
    ("Hester Vane was born ten years after Ada Thorne.", lambda s: b(s, "Hester Vane") == b(s, "Ada Thorne") + 10),
    ("The cooper was born five years before the schoolteacher, who lived in Ashworth.",
     lambda s: b(s, "cooper") == b(s, "schoolteacher") - 5 and s.same("schoolteacher", "Ashworth")),
    ("Tobias Lark was born five years after Ezra Pike.", lambda s: b(s, "Tobias Lark") == b(s, "Ezra Pike") + 5),
    ("The dressmaker lived in Coppull.", lambda s: s.same("dressmaker", "Coppull")),
    ("Ada Thorne was born five years before Silas Crewe.", lambda s: b(s, "Ada Thorne") == b(s, "Silas Crewe") - 5),
    ("Ezra Pike lived in Eccleston.", lambda s: s.same("Ezra Pike", "Eccleston")),
    ("The blacksmith lived in Brindle.", lambda s: s.same("blacksmith", "Brindle")),
    ("The youngest of the five was Hester Vane, and she never lived in Coppull.",
     lambda s: b(s, "Hester Vane") == 1861 and not s.same("Hester Vane", "Coppull")),
    ("Silas Crewe was not a schoolteacher, and Tobias Lark was not a dressmaker.",
     lambda s: not s.same("Silas Crewe", "schoolteacher") and not s.same("Tobias Lark", "dressmaker")),
    ("Hester Vane didn't work as a blacksmith.", lambda s: not s.same("Hester Vane", "blacksmith")),
]
REMARKS = ["Leafing through the 1871 census returns, amateur genealogist Marjorie Fitch found five of her forebears living in five neighbouring parishes. No two were born in the same year, and each followed a different trade."]
QUESTIONS = [("What was Tobias Lark's trade, and where did he live?",
              lambda s: (s.v("Trades", "Tobias Lark"), s.v("Parishes", "Tobias Lark")))]
