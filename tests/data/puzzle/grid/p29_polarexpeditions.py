Y = "Years"
A = "Dogs"
CATEGORIES = [
    ("Explorers", ["Ada", "Bram", "Celia", "Dev", "Esther"]),
    ("Ships", ["Harlan", "Ivers", "Joss", "Kato", "Lund"]),
    ("Years", ["2006", "2009", "2012", "2015", "2018"], [2006, 2009, 2012, 2015, 2018]),
    ("Dogs", ["8 dogs", "10 dogs", "12 dogs", "14 dogs", "16 dogs"], [8, 10, 12, 14, 16]),
    ("Ports", ["Ashby", "Corliss", "Dunmore", "Fenwick", "Garland"]),
]
SOLUTION = [
    ["Ada", "Kato", "2012", "10 dogs", "Fenwick"],
    ["Bram", "Lund", "2006", "16 dogs", "Ashby"],
    ["Celia", "Harlan", "2018", "8 dogs", "Dunmore"],
    ["Dev", "Joss", "2009", "14 dogs", "Garland"],
    ["Esther", "Ivers", "2015", "12 dogs", "Corliss"],
]
CLUES = [
    ("The explorer with 16 dogs set out 3 years before Dev did.",
     lambda s: s.n(Y, "16 dogs") == s.n(Y, "Dev") - 3),
    ("The Harlan sailed most recently, and it carried the fewest dogs.",
     lambda s: s.n(Y, "Harlan") == 2018 and s.n(A, "Harlan") == 8),
    ("The Joss sailed from Garland.",
     lambda s: s.same("Joss", "Garland")),
    ("Of the explorer from Ashby and the one who sailed on the Kato, one took 16 dogs and the other set out in 2012.",
     lambda s: not s.same("Ashby", "Kato") and (
         (s.same("Ashby", "16 dogs") and s.same("Kato", "2012")) or
         (s.same("Kato", "16 dogs") and s.same("Ashby", "2012")))),
    ("Neither Celia nor the explorer from Corliss sailed on the Lund.",
     lambda s: not s.same("Celia", "Lund") and not s.same("Corliss", "Lund")),
    ("The Ivers set out 3 years after the ship from Fenwick.",
     lambda s: s.n(Y, "Ivers") == s.n(Y, "Fenwick") + 3),
    ("The five explorers are Esther, the one from Ashby, the one who sailed on the Kato, the one with 14 dogs and the explorer from Dunmore.",
     lambda s: len({s.e("Esther"), s.e("Ashby"), s.e("Kato"), s.e("14 dogs"), s.e("Dunmore")}) == 5),
    ("Dev set out 9 years before Celia did.",
     lambda s: s.n(Y, "Dev") == s.n(Y, "Celia") - 9),
    ("The Fenwick explorer took 6 fewer dogs than Bram.",
     lambda s: s.n(A, "Fenwick") == s.n(A, "Bram") - 6),
]
QUESTIONS = [("Who sailed on the Ivers?", lambda s: s.v("Explorers", "Ivers"))]
NUM = "."
DOT = False
INTRO = ["Five polar explorers each set out for the Arctic in a different year, on a different ship from a different port, with a different number of sled dogs."]
OUTRO = []
REMARKS = INTRO + OUTRO
