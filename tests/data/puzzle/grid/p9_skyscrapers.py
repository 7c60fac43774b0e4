F = "Floors"
Y = "Completed"
def f(s, x):
    return s.n(F, x)
def y(s, x):
    return s.n(Y, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Towers", ["Aurora Tower", "Beacon Point", "Crown Plaza", "Diamond Spire", "Emerald House"]),
    ("Floors", ["38 floors", "44 floors", "51 floors", "57 floors", "63 floors"], [38, 44, 51, 57, 63]),
    ("Completed", ["1998", "2004", "2009", "2013", "2021"], [1998, 2004, 2009, 2013, 2021]),
    ("Cities", ["Arden", "Belmont", "Calder", "Eastwick", "Fairhaven"]),
]
SOLUTION = [
    ("Aurora Tower", "51 floors", "2013", "Eastwick"),
    ("Beacon Point", "63 floors", "2021", "Calder"),
    ("Crown Plaza", "38 floors", "2004", "Fairhaven"),
    ("Diamond Spire", "57 floors", "1998", "Arden"),
    ("Emerald House", "44 floors", "2009", "Belmont"),
]
CLUES = [
    ("The tower with the most floors was completed most recently.", lambda s: y(s, "63 floors") == 2021),
    ("Diamond Spire was finished before every other tower.", lambda s: y(s, "Diamond Spire") == 1998),
    ("The building in Belmont has 7 fewer floors than Aurora Tower.", lambda s: f(s, "Belmont") == f(s, "Aurora Tower") - 7),
    ("Crown Plaza has the fewest floors.", lambda s: f(s, "Crown Plaza") == 38),
    ("The tower in Arden has 6 more floors than Aurora Tower.", lambda s: f(s, "Arden") == f(s, "Aurora Tower") + 6),
    ("Emerald House was completed 5 years after Crown Plaza.", lambda s: y(s, "Emerald House") == y(s, "Crown Plaza") + 5),
    ("Of Aurora Tower and the tower in Fairhaven, one was completed in 2013 and the other has 38 floors.", lambda s: not s.same("Aurora Tower", "Fairhaven") and ((s.same("Aurora Tower", "2013") and s.same("Fairhaven", "38 floors")) or (s.same("Fairhaven", "2013") and s.same("Aurora Tower", "38 floors")))),
    ("Beacon Point isn't in Eastwick.", lambda s: not s.same("Beacon Point", "Eastwick")),
    ("The 2013 tower is not in Calder.", lambda s: not s.same("2013", "Calder")),
    ("Emerald House is not in Arden.", lambda s: not s.same("Emerald House", "Arden")),
]
QUESTIONS = [("Which city is Beacon Point in?", lambda s: s.v("Cities", "Beacon Point"))]
