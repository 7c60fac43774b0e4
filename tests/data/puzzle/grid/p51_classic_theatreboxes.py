# Boxes are numbered 1 to 5 from left to right as seen from the stalls;
# "to the right of" means a higher number.
B = "Boxes"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
def between(s, m, a, b):
    return min(s.n(B, a), s.n(B, b)) < s.n(B, m) < max(s.n(B, a), s.n(B, b))
CATEGORIES = [
    ("Boxes", ["1", "2", "3", "4", "5"]),
    ("Parties", ["Fanshawe", "Ormonde", "Pettigrew", "Quentin", "Radcliffe"]),
    ("Occasions", ["anniversary", "birthday", "engagement", "graduation", "retirement"]),
    ("Drinks", ["champagne", "gin and tonic", "port", "sherry", "whisky"]),
    ("Flowers", ["carnations", "lilies", "orchids", "roses", "violets"]),
    ("Hosts", ["admiral", "banker", "bishop", "judge", "surgeon"]),
]
SOLUTION = [
    ["1", "Fanshawe", "birthday", "sherry", "violets", "bishop"],
    ["2", "Ormonde", "engagement", "champagne", "roses", "banker"],
    ["3", "Pettigrew", "retirement", "whisky", "carnations", "judge"],
    ["4", "Quentin", "anniversary", "port", "lilies", "admiral"],
    ["5", "Radcliffe", "graduation", "gin and tonic", "orchids", "surgeon"],
]
CLUES = [
    ("The Ormondes are celebrating an engagement.", lambda s: s.same("Ormonde", "engagement")),
    ("The judge's party is drinking whisky.", lambda s: s.same("judge", "whisky")),
    ("Champagne is being drunk in the box immediately to the right of the one where sherry is served.",
     lambda s: s.n(B, "champagne") == s.n(B, "sherry") + 1),
    ("The banker's box is full of roses.", lambda s: s.same("banker", "roses")),
    ("The Fanshawes have the box at the left-hand end.", lambda s: s.n(B, "Fanshawe") == 1),
    ("The admiral is celebrating his wedding anniversary.", lambda s: s.same("admiral", "anniversary")),
    ("The orchids were sent to the box at the right-hand end.", lambda s: s.n(B, "orchids") == 5),
    ("Port is drunk in the box next to the one with the carnations.", lambda s: near(s, "port", "carnations")),
    ("The retirement party is in the middle box.", lambda s: s.n(B, "retirement") == 3),
    ("The Quentins are immediately to the left of the surgeon's party.", lambda s: s.n(B, "Quentin") == s.n(B, "surgeon") - 1),
    ("The bishop is drinking sherry.", lambda s: s.same("bishop", "sherry")),
    ("The graduation party is somewhere to the right of the Pettigrews.", lambda s: s.n(B, "graduation") > s.n(B, "Pettigrew")),
    ("The lilies are in the admiral's box.", lambda s: s.same("lilies", "admiral")),
    ("The Radcliffes are drinking gin and tonic.", lambda s: s.same("Radcliffe", "gin and tonic")),
    ("The Pettigrews' box is between the Ormondes' and the Quentins'.", lambda s: between(s, "Pettigrew", "Ormonde", "Quentin")),
    ("The Ormondes are drinking champagne.", lambda s: s.same("Ormonde", "champagne")),
]
QUESTIONS = [
    ("Who is drinking port? Who were the orchids sent to?",
     lambda s: (s.v("Parties", "port"), s.v("Parties", "orchids"))),
]
NUM = "."
INTRO = ["On the opening night at the Theatre Royal, the five boxes along the dress circle, numbered 1 to 5 from left to right as seen from the stalls, were each taken by a different family party. Each host has a different profession, each party is celebrating a different occasion, and each has ordered a different drink for the interval and been sent a different bouquet."]
ASK = None
OUTRO = []
REMARKS = INTRO + OUTRO
