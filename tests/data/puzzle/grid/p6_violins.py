P = "Costs"
D = "Days"
def cost(s, x):
    return s.n(P, x)
def day(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Owners", ["Mr. Abernathy", "Miss Beaumont", "Mrs. Castellano", "Mr. Dube"]),
    ("Instruments", ["cello", "double bass", "viola", "violin"]),
    ("Costs", ["$85.50", "$120.00", "$154.50", "$189.00"], [8550, 12000, 15450, 18900]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
]
CLUES = [
    ("The double bass, which needed a brand-new bridge, was the most expensive repair, and it was also the first one ready.",
     lambda s: cost(s, "double bass") == 18900 and day(s, "double bass") == 1),
    ("Miss Beaumont paid $34.50 less than Mr. Dube.", lambda s: cost(s, "Miss Beaumont") == cost(s, "Mr. Dube") - 3450),
    ("The cello was ready the day before the viola.", lambda s: day(s, "cello") == day(s, "viola") - 1),
    ("Mr. Abernathy's instrument is not the viola.", lambda s: not s.same("Mr. Abernathy", "viola")),
    ("The repair that was ready on Thursday cost the least.", lambda s: cost(s, "Thursday") == 8550),
    ("Mrs. Castellano, a retired music teacher, didn't bring in the cello.", lambda s: not s.same("Mrs. Castellano", "cello")),
    ("Mrs. Castellano's instrument was ready before Mr. Abernathy's.", lambda s: day(s, "Mrs. Castellano") < day(s, "Mr. Abernathy")),
    ("Miss Beaumont collected her violin later in the week than Mr. Dube collected his instrument.",
     lambda s: s.same("Miss Beaumont", "violin") and day(s, "Miss Beaumont") > day(s, "Mr. Dube")),
]
REMARKS = ["Old Mr. Fenwick has repaired stringed instruments in his little shop on Canal Street for forty-one years. Last week four customers left instruments with him, and he promised each one back on a different weekday. Each repair cost a different amount. Who owns which instrument, what did each repair cost, and on which day was each one ready?"]
QUESTIONS = [("On which day was Mr. Dube's instrument ready?", lambda s: s.v("Days", "Mr. Dube"))]
