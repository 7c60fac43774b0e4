M = "Steeping times"
CATEGORIES = [
    ("Guests", ["Alma", "Bea", "Cora"]),
    ("Teas", ["Assam", "jasmine", "rooibos"]),
    ("Steeping times", ["3 minutes", "4 minutes", "5 minutes"], [3, 4, 5]),
]
CLUES = [
    ("The jasmine steeped for a minute less than Bea's tea.", lambda s: s.n(M, "jasmine") == s.n(M, "Bea") - 1),
    ("Alma, who never drinks Assam, let her tea brew the longest.",
     lambda s: not s.same("Alma", "Assam") and s.n(M, "Alma") == 5),
]
REMARKS = ["Three friends met for afternoon tea. Each chose a different tea and left it to steep for a different time."]
QUESTIONS = [("Whose tea was the jasmine?", lambda s: s.v("Guests", "jasmine"))]
