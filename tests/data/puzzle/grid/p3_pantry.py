S = "Shelves"
def sh(s, x):
    return s.n(S, x)
CATEGORIES = [
    ("Shelves", ["top shelf", "second shelf", "third shelf", "bottom shelf"]),
    ("Jams", ["apricot", "blackcurrant", "damson", "quince"]),
    ("Makers", ["Auntie May", "Gran", "Mum", "Uncle Ted"]),
]
CLUES = [
    ("Gran's jam sits directly above Uncle Ted's.", lambda s: sh(s, "Gran") == sh(s, "Uncle Ted") - 1),
    ("The damson is on the shelf just below the apricot.", lambda s: sh(s, "damson") == sh(s, "apricot") + 1),
    ("Auntie May's jar is lower down than Mum's.", lambda s: sh(s, "Auntie May") > sh(s, "Mum")),
    ("The quince isn't Mum's.", lambda s: not s.same("quince", "Mum")),
    ("The blackcurrant isn't on the top shelf, and it wasn't made by Uncle Ted.",
     lambda s: not s.same("blackcurrant", "top shelf") and not s.same("blackcurrant", "Uncle Ted")),
    ("Mum's jam is two shelves below Gran's.", lambda s: sh(s, "Mum") == sh(s, "Gran") + 2),
    ("Gran didn't make the apricot.", lambda s: not s.same("Gran", "apricot")),
]
REMARKS = ["Four jars of homemade jam stand in the pantry, one on each shelf, each made by a different member of the family."]
QUESTIONS = [("Whose jam is on the bottom shelf?", lambda s: s.v("Makers", "bottom shelf"))]
