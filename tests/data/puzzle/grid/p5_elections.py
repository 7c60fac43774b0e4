V = "Shares"
A = "Ages"
def v(s, x):
    return s.n(V, x)
def a(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Candidates", ["Abbott", "Bakshi", "Crane", "Dlamini"]),
    ("Parties", ["Civic", "Harbour", "Liberty", "Progress"]),
    ("Shares", ["12%", "18%", "31%", "39%"], [12, 18, 31, 39]),
    ("Ages", ["34", "45", "52", "61"], [34, 45, 52, 61]),
]
CLUES = [
    ("Bakshi won.", lambda s: v(s, "Bakshi") == 39),
    ("Crane came last.", lambda s: v(s, "Crane") == 12),
    ("Liberty's candidate polled 13 points more than Dlamini.", lambda s: v(s, "Liberty") == v(s, "Dlamini") + 13),
    ("The youngest candidate won.", lambda s: a(s, "39%") == 34),
    ("Crane is the oldest.", lambda s: a(s, "Crane") == 61),
    ("Harbour's candidate is 45.", lambda s: s.same("Harbour", "45")),
    ("Civic didn't field Abbott.", lambda s: not s.same("Civic", "Abbott")),
    ("Abbott is older than Dlamini.", lambda s: a(s, "Abbott") > a(s, "Dlamini")),
    ("Progress trailed Harbour.", lambda s: v(s, "Progress") < v(s, "Harbour")),
]
REMARKS = ["By-election, Wendle North ward. Four candidates, four parties."]
QUESTIONS = [("Which party won?", lambda s: s.v("Parties", "39%"))]
