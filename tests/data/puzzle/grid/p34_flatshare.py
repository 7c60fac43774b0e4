F = "Floors"
R = "Rents"
CATEGORIES = [
    ("Tenants", ["Mrs Hughes", "Mr Okafor", "Miss Pryce", "Mr Sandhu"]),
    ("Floors", ["ground floor", "first floor", "second floor", "third floor"], [0, 1, 2, 3]),
    ("Jobs", ["florist", "nurse", "plumber", "teacher"]),
    ("Rents", ["£650", "£700", "£750", "£800"], [650, 700, 750, 800]),
]
SOLUTION = [
    ["Mrs Hughes", "second floor", "florist", "£700"],
    ["Mr Okafor", "ground floor", "nurse", "£800"],
    ["Miss Pryce", "third floor", "plumber", "£650"],
    ["Mr Sandhu", "first floor", "teacher", "£750"],
]
WOMEN = ["Mrs Hughes", "Miss Pryce"]
MEN = ["Mr Okafor", "Mr Sandhu"]
CLUES = [
    ("The flat on the ground floor is the dearest, at £800 a month.", lambda s: s.same("ground floor", "£800")),
    ("Miss Pryce lives one floor above the florist.", lambda s: s.n(F, "Miss Pryce") == s.n(F, "florist") + 1),
    ("The teacher pays £50 a month more than Mrs Hughes.", lambda s: s.n(R, "teacher") == s.n(R, "Mrs Hughes") + 50),
    ("Neither of the men is the plumber.", lambda s: all(not s.same(m, "plumber") for m in MEN)),
    ("The nurse lives on a lower floor than the teacher.", lambda s: s.n(F, "nurse") < s.n(F, "teacher")),
    ("Mr Sandhu doesn't live on the ground floor.", lambda s: not s.same("Mr Sandhu", "ground floor")),
    ("Mrs Hughes's flat is directly below Miss Pryce's.", lambda s: s.n(F, "Mrs Hughes") == s.n(F, "Miss Pryce") - 1),
    ("The cheapest flat is the one at the top of the house.", lambda s: s.same("£650", "third floor")),
]
QUESTIONS = [("Who lives in the flat on the second floor?", lambda s: s.v("Tenants", "second floor"))]
NUM = "."
DOT = False
INTRO = ["Mrs Hughes, Mr Okafor, Miss Pryce and Mr Sandhu each rent one flat in a tall Victorian house in Bristol: one flat to each storey, from the ground floor up to the third floor."]
OUTRO = []
REMARKS = INTRO + OUTRO
