def of(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CATEGORIES = [
    ("First names", ["Betty", "Connie", "Gloria", "Linda"]),
    ("Last names", ["Archer", "Fisk", "Hollis", "Moody"]),
    ("Dates", ["Frank", "Gene", "Jerry", "Roy"]),
    ("Corsages", ["carnation", "gardenia", "orchid", "rose"]),
]
SOLUTION = [
    ["Betty", "Fisk", "Jerry", "orchid"],
    ["Connie", "Moody", "Frank", "rose"],
    ["Gloria", "Archer", "Roy", "carnation"],
    ["Linda", "Hollis", "Gene", "gardenia"],
]
CLUES = [
    ("Miss Archer went to the prom with Roy, but she didn't wear the gardenia.",
     lambda s: s.same("Archer", "Roy") and not s.same("Archer", "gardenia")),
    ("Neither Betty nor Miss Moody wore the carnation.",
     lambda s: not s.same("Betty", "carnation") and not s.same("Moody", "carnation")),
    ("Gene's date, who isn't Connie, wore a gardenia.",
     lambda s: not s.same("Gene", "Connie") and s.same("Gene", "gardenia")),
    ("Of Linda and the girl with the orchid, one is Miss Hollis and the other went with Jerry.",
     lambda s: of(s, "Linda", "orchid", "Hollis", "Jerry")),
    ("Frank's date was not Miss Fisk or Miss Hollis.",
     lambda s: not s.same("Frank", "Fisk") and not s.same("Frank", "Hollis")),
    ("Connie didn't wear the orchid.", lambda s: not s.same("Connie", "orchid")),
    ("Betty isn't Miss Archer.", lambda s: not s.same("Betty", "Archer")),
    ("Miss Moody wore the rose.", lambda s: s.same("Moody", "rose")),
    ("Connie's date wasn't Roy, and Betty's wasn't Frank.", lambda s: not s.same("Connie", "Roy") and not s.same("Betty", "Frank")),
]
QUESTIONS = [("Whom did Gloria go with?", lambda s: s.v("Dates", "Gloria"))]
NUM = "."
DOT = False
INTRO = ["Four girls from the class of 1961 went to the senior prom at Lincoln High, each with a different date and each wearing a different corsage. From the clues, can you determine each girl's full name, her date, and the flower in her corsage?"]
OUTRO = []
REMARKS = INTRO + OUTRO
