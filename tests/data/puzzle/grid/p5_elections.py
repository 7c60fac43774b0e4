V = "Shares"
A = "Ages"
def v(s, x):
    return s.n(V, x)
def a(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Candidates", ["Abbott", "Bakshi", "Crane"]),
    ("Parties", ["Civic", "Harbour", "Liberty"]),
    ("Shares", ["22%", "35%", "43%"], [22, 35, 43]),
    ("Ages", ["34", "52", "61"], [34, 52, 61]),
    ("Colours", ["green", "orange", "purple"]),
]
CLUES = [
    ("Bakshi won.", lambda s: v(s, "Bakshi") == 43),
    ("The youngest candidate won.", lambda s: a(s, "43%") == 34),
    ("Crane, the oldest, campaigned in green.", lambda s: a(s, "Crane") == 61 and s.same("Crane", "green")),
    ("Liberty's candidate beat Crane by 13 points.", lambda s: v(s, "Liberty") == v(s, "Crane") + 13),
    ("Civic's colour is orange.", lambda s: s.same("Civic", "orange")),
    ("Abbott isn't 34.", lambda s: not s.same("Abbott", "34")),
]
REMARKS = ["By-election, Wendle North ward. Three candidates, three parties."]
QUESTIONS = [("Which party won?", lambda s: s.v("Parties", "43%"))]
