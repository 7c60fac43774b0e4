S = "Stalls"
def pos(s, x):
    return s.n(S, x)
def next_to(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Stalls", ["first", "second", "third", "fourth", "fifth"]),
    ("Stallholders", ["Agnes", "Beryl", "Cora", "Doreen", "Enid"]),
    ("Goods", ["cheese", "flowers", "honey", "pies", "soap"]),
    ("Awnings", ["crimson", "gold", "olive", "plum", "silver"]),
    ("Towns", ["Ashby", "Bourne", "Crewe", "Diss", "Epping"]),
]
CLUES = [
    ("Agnes sells cheese.", lambda s: s.same("Agnes", "cheese")),
    ("The woman from Bourne has the silver awning.", lambda s: s.same("Bourne", "silver")),
    ("Pies are sold under the crimson awning.", lambda s: s.same("pies", "crimson")),
    ("Doreen comes from Diss.", lambda s: s.same("Doreen", "Diss")),
    ("The olive awning is immediately to the right of the crimson awning.", lambda s: pos(s, "olive") == pos(s, "crimson") + 1),
    ("The woman from Ashby sells pies.", lambda s: s.same("Ashby", "pies")),
    ("Doreen has the first stall.", lambda s: pos(s, "Doreen") == 1),
    ("The cheese seller is next to the soap seller.", lambda s: next_to(s, "cheese", "soap")),
    ("Beryl sells flowers.", lambda s: s.same("Beryl", "flowers")),
    ("Enid's stall is in the middle.", lambda s: pos(s, "Enid") == 3),
    ("The gold awning is next to the plum awning.", lambda s: next_to(s, "gold", "plum")),
    ("Doreen's awning is plum.", lambda s: s.same("Doreen", "plum")),
    ("The honey seller comes from Epping.", lambda s: s.same("honey", "Epping")),
]
REMARKS = ["Five women run the stalls in a row on the village green every Saturday. Each comes from a different town, sells different goods and has an awning of a different colour.",
           "The first stall is on the left, and \"right\" means towards the fifth stall."]
QUESTIONS = [("Who sells honey? Where does the soap come from?",
              lambda s: (s.v("Stallholders", "honey"), s.v("Towns", "soap")))]
